import type postgres from 'postgres';
import { canonicalEmail } from '../../domain/accounts/canonical-email';

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Andrew',
  'Emily',
  'Kenneth',
  'Donna',
  'Joshua',
  'Michelle',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'Aisha',
  'Melissa',
  'Timothy',
  'Deborah',
  'Ronald',
  'Stephanie',
  'Wei',
  'Rebecca',
  'Jason',
  'Sharon',
  'Jeffrey',
  'Laura',
  'Ryan',
  'Cynthia',
  'Jacob',
  'Dorothy',
  'Gary',
  'Amy',
  'Nicholas',
  'Kathleen',
  'Eric',
  'Angela',
  'Jonathan',
  'Shirley',
  'Stephen',
  'Emma',
  'Larry',
  'Brenda',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
];
const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'hotmail.com',
  'aol.com',
  'proton.me',
];
const STATES = ['TN', 'GA', 'TX', 'FL', 'NC', 'OH', 'KY', 'AL', 'VA', 'MI'];

/**
 * `count` players in one INSERT ... SELECT over generate_series: names and e-mail providers vary by
 * co-prime strides, 90% active, 6% inactive, 4% suspended, created over the last two years (about
 * 1 in 700 in the last day); about 40% have a card on file (with a gateway customer), so the
 * verified and unverified filters and the tiles have real work. Ids continue after existing rows.
 */
export async function seedBenchPlayers(sql: postgres.Sql, count: number): Promise<void> {
  const [before] = await sql<{ last: number }[]>`SELECT coalesce(max(id), 0)::int AS last FROM users`;
  const after = before?.last ?? 0;
  // The e-mails and their canonical forms (the domain's function, as the repository writes them).
  const emails = Array.from({ length: count }, (_, n) => {
    const i = n + 1;
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length] ?? '';
    const last = LAST_NAMES[(i * 13 + Math.floor(i / 97)) % LAST_NAMES.length] ?? '';
    return `${first.toLowerCase()}.${last.toLowerCase()}${i}@${DOMAINS[i % 7]}`;
  });
  await sql`
    INSERT INTO users (email, email_canonical, password_hash, first_name, last_name, phone, state,
                       accepted_terms_at, status, created_at)
    SELECT e.email, e.canonical,
           NULL, f.name, l.name, '615-555-' || lpad((g.i % 10000)::text, 4, '0'),
           (${STATES}::text[])[1 + g.i % 10], now(),
           CASE WHEN g.i % 25 = 3 THEN 'suspended' WHEN g.i % 17 = 5 THEN 'inactive' ELSE 'active' END,
           now() - make_interval(secs => (g.i::bigint * 7919 % 63072000)::double precision)
    FROM unnest(${emails}::text[], ${emails.map(canonicalEmail)}::text[]) WITH ORDINALITY AS e(email, canonical, n)
    CROSS JOIN LATERAL (SELECT e.n::int AS i) g
    CROSS JOIN LATERAL (SELECT (${FIRST_NAMES}::text[])[1 + (g.i * 7) % ${FIRST_NAMES.length}] AS name) f
    CROSS JOIN LATERAL (SELECT (${LAST_NAMES}::text[])[1 + (g.i * 13 + g.i / 97) % ${LAST_NAMES.length}] AS name) l`;
  await sql`
    INSERT INTO payment_customers (user_id, gateway_customer_id)
    SELECT id, 'bench-customer-' || id FROM users WHERE id > ${after} AND id % 5 IN (1, 3)`;
  await sql`
    INSERT INTO payment_cards (user_id, gateway_customer_id, gateway_card_id, brand, last4, exp_month,
                               exp_year, is_default, fingerprint)
    SELECT c.user_id, c.gateway_customer_id, 'bench-card-' || c.user_id,
           (ARRAY['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'])[1 + c.user_id % 4],
           lpad((c.user_id % 10000)::text, 4, '0'), 1 + c.user_id % 12, 2027 + c.user_id % 4, true,
           'bench-fp-' || c.user_id
    FROM payment_customers c
    WHERE c.user_id > ${after}`;
  // As autovacuum would soon: the visibility map lets the directory page by index-only scans.
  await sql`VACUUM ANALYZE users`;
  await sql`VACUUM ANALYZE payment_cards`;
}

/** The Users tab's requests the bench measures with 100,000 players: each page, search and filter. */
export const USERS_LIST_CASES: { name: string; path: string }[] = [
  { name: 'users: first page', path: '/api/admin/users' },
  {
    name: 'users: page 2000 by name',
    path: '/api/admin/users?sort=name&direction=asc&page=2000&pageSize=25',
  },
  { name: 'users: last page by e-mail', path: '/api/admin/users?sort=email&direction=desc&page=4000' },
  { name: 'users: e-mail search', path: '/api/admin/users?search=.garcia123' },
  { name: 'users: name search', path: '/api/admin/users?search=Aisha%20Nguyen' },
  { name: 'users: verified', path: '/api/admin/users?filter=verified&page=500' },
  { name: 'users: unverified', path: '/api/admin/users?filter=unverified&page=500' },
  { name: 'users: active', path: '/api/admin/users?filter=active&sort=status&page=100' },
  { name: 'users: inactive', path: '/api/admin/users?filter=inactive' },
];
