import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { declaredEndpoints } from '../endpoints';
import { HAND_WRITTEN_ROUTES } from '../endpoints/hand-written';
import { openApiDocument } from '../endpoints/openapi';
import type { HttpEnv } from '../env';
import { type SerializedAnswer, sendShared } from '../shared-answer';

/** The document, built and serialised once per process: the declarations never change while it runs. */
let document: SerializedAnswer | null = null;

function built(): SerializedAnswer {
  if (document) return document;
  const body = JSON.stringify(openApiDocument(declaredEndpoints, HAND_WRITTEN_ROUTES));
  document = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  return document;
}

/** Hand-written: GET /openapi.json, the REST API's OpenAPI 3.1 document, public and revalidated by its ETag. */
export function openApiRoutes() {
  return new Hono<HttpEnv>().get('/openapi.json', (c) => sendShared(c, built()));
}
