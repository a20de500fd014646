import { z } from 'zod';
import { ERROR_STATUS } from '../error-status';
import type { AnyEndpoint, RestRoute } from './endpoint';
import type { HandWrittenRoute } from './hand-written';
import { bodySchemaOf, paramNamesOf, paramsSchemaOf } from './to-rest';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's own dialect); what JSON cannot say is any value. */
function jsonSchemaOf(schema: z.ZodType, io: Io): Json {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return json;
}

const security = (access: AnyEndpoint['access']) =>
  access === 'player' ? [{ playerSession: [] }] : access === 'admin' ? [{ adminSession: [] }] : undefined;

const errorAnswer = { $ref: '#/components/responses/Error' };

function pathParameters(path: string, schema: z.ZodObject<z.ZodRawShape> | null): Json[] {
  return paramNamesOf(path).map((name) => {
    const field = schema?.shape[name];
    return {
      name,
      in: 'path',
      required: true,
      schema: field ? jsonSchemaOf(field as z.ZodType, 'output') : { type: 'string' },
    };
  });
}

/** An object schema's fields as query parameters; one is required when its schema refuses its absence. */
function queryParameters(schema: z.ZodType): Json[] {
  const object = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const properties = (jsonSchemaOf(object, 'input').properties ?? {}) as Record<string, Json>;
  const shape = object instanceof z.ZodObject ? (object.shape as Record<string, z.ZodType>) : {};
  return Object.entries(properties).map(([name, field]) => ({
    name,
    in: 'query',
    required: shape[name] ? !shape[name].safeParse(undefined).success : false,
    schema: field,
  }));
}

const jsonContent = (schema: Json) => ({ 'application/json': { schema } });

function statusesOf(route: RestRoute): number[] {
  if (typeof route.status === 'function') return [200, 202];
  return [route.status ?? 200];
}

/** One declared endpoint's operation. */
function declaredOperation(name: string, endpoint: AnyEndpoint, route: RestRoute): Json {
  const body = bodySchemaOf(endpoint, route);
  const reads = route.method === 'GET';
  const output = endpoint.output ? jsonSchemaOf(endpoint.output, 'output') : {};
  const responses: Json = {};
  for (const status of statusesOf(route))
    responses[status] = {
      description: status === 202 ? 'Accepted, still pending' : 'OK',
      content: jsonContent(output),
    };
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [name.split('.').slice(0, -1).join('.')],
    security: security(endpoint.access),
    parameters: [
      ...pathParameters(route.path, paramsSchemaOf(route)),
      ...(reads && body ? queryParameters(body) : []),
    ],
    requestBody:
      !reads && body ? { required: false, content: jsonContent(jsonSchemaOf(body, 'input')) } : undefined,
    responses: { ...responses, default: errorAnswer },
  };
}

function handWrittenOperation(route: HandWrittenRoute): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    if ('json' in answer) {
      responses[status] = { description: 'OK', content: jsonContent(jsonSchemaOf(answer.json, 'output')) };
    } else {
      const content = answer.media === 'none' ? undefined : { [answer.media]: { schema: {} } };
      responses[status] = { description: answer.description, content };
    }
  }
  const params = route.params
    ? Object.entries(route.params).map(([name, schema]) => ({ name, in: 'path', required: true, schema }))
    : pathParameters(route.path, null).map((param) => ({
        ...param,
        schema: { type: 'integer', minimum: 1 },
      }));
  const header = route.header
    ? [
        {
          name: route.header.name,
          in: 'header',
          required: false,
          description: route.header.description,
          schema: { type: 'string' },
        },
      ]
    : [];
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    summary: route.summary,
    description: `Written by hand: ${route.reason}.`,
    tags: ['hand-written'],
    security: security(route.access),
    parameters: [...params, ...(route.query ? queryParameters(route.query) : []), ...header],
    requestBody: route.body
      ? { required: false, content: jsonContent(jsonSchemaOf(route.body, 'input')) }
      : undefined,
    responses: { ...responses, default: errorAnswer },
  };
}

const components = {
  securitySchemes: {
    playerSession: {
      type: 'apiKey',
      in: 'cookie',
      name: 'pw_session',
      description: 'Set by POST /api/login; named __Host-pw_session over HTTPS',
    },
    adminSession: {
      type: 'apiKey',
      in: 'cookie',
      name: 'pw_admin_session',
      description: 'Set by POST /api/admin/login; named __Host-pw_admin_session over HTTPS',
    },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string' },
        field: { type: 'string', description: 'The input named by INVALID_INPUT' },
      },
      additionalProperties: true,
    },
  },
  responses: {
    Error: {
      description: "An error: its code's HTTP status (adapters/http/error-status.ts) and this body",
      content: jsonContent({ $ref: '#/components/schemas/Error' }),
    },
  },
};

/** Drops the keys whose value is undefined (JSON has no undefined). */
const defined = (value: Json): Json => JSON.parse(JSON.stringify(value));

/**
 * The OpenAPI 3.1 document of the REST API: every declared endpoint with a REST route, and the
 * hand-written routes. Writes need the site's own Origin (a browser's) or no Origin at all.
 */
export function openApiDocument(
  declared: readonly { name: string; endpoint: AnyEndpoint }[],
  handWritten: readonly HandWrittenRoute[],
): Json {
  const paths: Record<string, Json> = {};
  const add = (method: string, path: string, operation: Json) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  };
  for (const { name, endpoint } of declared)
    if (endpoint.rest)
      add(endpoint.rest.method, endpoint.rest.path, declaredOperation(name, endpoint, endpoint.rest));
  for (const route of handWritten) add(route.method, route.path, handWrittenOperation(route));
  return defined({
    openapi: '3.1.0',
    info: {
      title: 'Prize Wheel REST API',
      version: '1.0.0',
      description:
        'The REST face of the Prize Wheel. Sessions are cookies; errors share one body, { code, message, ... }.',
    },
    paths,
    components,
  });
}
