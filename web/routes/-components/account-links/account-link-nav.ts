/** Where the e-mailed links' pages point around them. */
const CONTACT = { href: '/contact', label: 'Contact Us' };
export const AROUND_SIGN_IN = [{ href: '/?tab=login', label: 'Login' }, CONTACT];
export const AROUND_HOME = [{ href: '/', label: 'Home' }, CONTACT];
