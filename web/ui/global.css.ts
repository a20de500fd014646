import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('body', { backgroundImage: vars.gradient.page, backgroundAttachment: 'fixed' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('a', { color: vars.color.accent });

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
