import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { emailHtml } from './email-html';

/** A kind's words, each formatted; `preview` is the inbox preview line (React Email's Preview). */
export type Fields = { preview: string } & Record<string, string>;

interface Template {
  html: string;
  text: string;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'g');
// React Email's Preview: the text cut at 150 characters, padded to 150 with these characters.
const PREVIEW_MAX_LENGTH = 150;
const PREVIEW_PADDING = '\xA0\u200C\u200B\u200D\u200E\u200F\uFEFF';
const PREVIEW = new RegExp(`${OPEN}preview${CLOSE}(<div>[${PREVIEW_PADDING}]*</div>)?`);
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text as React writes it into HTML. */
const escapeHtml = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c] ?? c);

function previewHtml(preview: string): string {
  const text = preview.substring(0, PREVIEW_MAX_LENGTH);
  const pad =
    text.length < PREVIEW_MAX_LENGTH
      ? `<div>${PREVIEW_PADDING.repeat(PREVIEW_MAX_LENGTH - text.length)}</div>`
      : '';
  return escapeHtml(text) + pad;
}

/**
 * A value the template takes as React and the plain-text conversion would: not empty (React writes no
 * text node for it), without the whitespace the conversion collapses or trims, without the tokens.
 */
const fillable = (value: string) =>
  value !== '' && value === value.replace(/[\s\u200B]+/g, ' ').trim() && !/[\uE000\uE001]/.test(value);

/**
 * An e-mail kind rendered by React once per site address, with a token in each of its words, then filled
 * for each message: the same HTML and plain text as a React render of the message, without running React
 * per message (tests/api/mail/filled-template.test.ts compares the two). A message with a word the fill
 * cannot take as React would (empty, or with whitespace to collapse) answers null: render it in full.
 */
export class FilledTemplate<F extends Fields> {
  private readonly templates = new Map<string, Promise<Template>>();

  constructor(private readonly view: (fields: F, siteUrl: string) => ReactElement) {}

  async fill(fields: F, siteUrl: string): Promise<Template | null> {
    if (!Object.values(fields).every(fillable)) return null;
    const template = await this.templateFor(fields, siteUrl);
    const value = (name: string) => fields[name] ?? '';
    const html = template.html
      .replace(PREVIEW, () => previewHtml(fields.preview))
      .replace(TOKEN, (_, name: string) => escapeHtml(value(name)));
    return { html, text: template.text.replace(TOKEN, (_, name: string) => value(name)) };
  }

  private templateFor(fields: F, siteUrl: string): Promise<Template> {
    let template = this.templates.get(siteUrl);
    if (!template) {
      const tokens = Object.fromEntries(Object.keys(fields).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
      template = emailHtml(this.view(tokens as F, siteUrl)).then((html) => ({
        html,
        text: toPlainText(html),
      }));
      this.templates.set(siteUrl, template);
    }
    return template;
  }
}
