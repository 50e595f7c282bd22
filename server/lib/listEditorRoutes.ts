import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Page } from '../../src/domain/envelope';
import type { RouteAccess } from './auth/routeAccess';
import { ok, okWeb } from './envelope';
import { optionalBody } from './optionalBody';
import { pageSchema, webReply, webTsReply, type JsonSchema } from './responseSchemas';
import { uuidOf } from './requestUuid';
import { parseWith } from './validateBody';

/** What a list with an editor does for its owner (a user's passengers, an enterprise's parties…). */
interface ListEditorService<Owner, Query, Item, Values> {
  page(owner: Owner, query: Query): Promise<Page<Item>>;
  load(owner: Owner, uuid: string): Promise<Item>;
  save(owner: Owner, values: Values): Promise<Item>;
  remove(owner: Owner, uuid: string): Promise<void>;
}

interface Described {
  summary: string;
  description?: string;
}

export interface ListEditorRoutes<Owner, Query, Item, Form extends AnyObjectSchema> {
  paths: { page: string; load: string; save: string; remove: string };
  tags: string[];
  access: RouteAccess;
  /** who the call acts for, once the route's access has let it in */
  owner: (request: FastifyRequest) => Owner;
  /** the spec's envelope of the area: `{ code: 200, data, message }` (webTs) or `{ code: 0, msg, data }` (web) */
  envelope: 'webTs' | 'web';
  item: JsonSchema;
  /** the page's search: in the query string (GET) or the body (POST) */
  page: Described & ({ querystring: JsonSchema } | { body: JsonSchema });
  load: Described;
  save: Described & { body: JsonSchema; form: Form };
  remove: Described;
  service: ListEditorService<Owner, Query, Item, InferType<Form>>;
}

const uuidProperty = { uuid: { type: 'string', maxLength: 64 } };

/**
 * The four calls of a list with an editor, one owner's entries only: a page, one entry, save (new,
 * or with uuid the owner's own) and delete (uuid in the body or the query). Each area gives its
 * paths, access, owner, schemas and service; the shape is the same for all.
 */
export function registerListEditorRoutes<Owner, Query, Item, Form extends AnyObjectSchema>(
  app: FastifyInstance,
  routes: ListEditorRoutes<Owner, Query, Item, Form>,
): void {
  const { paths, tags, access, owner, service } = routes;
  const wrap = routes.envelope === 'web' ? okWeb : ok;
  const reply = routes.envelope === 'web' ? webReply : webTsReply;
  const doc = ({ summary, description }: Described) => ({ tags, summary, ...(description ? { description } : {}) });
  const pageInQuery = 'querystring' in routes.page;

  app.route<{ Querystring: Query; Body: Query }>({
    method: pageInQuery ? 'GET' : 'POST',
    url: `/api${paths.page}`,
    config: { access },
    schema: {
      ...doc(routes.page),
      ...('querystring' in routes.page ? { querystring: routes.page.querystring } : { body: routes.page.body }),
      response: reply(pageSchema(routes.item), 'the page'),
    },
    ...(pageInQuery ? {} : { preValidation: optionalBody }),
    handler: async (request) => wrap(await service.page(owner(request), (pageInQuery ? request.query : request.body) as Query)),
  });

  app.get<{ Querystring: { uuid: string } }>(
    `/api${paths.load}`,
    {
      config: { access },
      schema: { ...doc(routes.load), querystring: { type: 'object', required: ['uuid'], properties: uuidProperty }, response: reply(routes.item, 'the entry') },
    },
    async (request) => wrap(await service.load(owner(request), request.query.uuid)),
  );

  app.post(
    `/api${paths.save}`,
    { config: { access }, schema: { ...doc(routes.save), body: routes.save.body, response: reply(routes.item, 'the entry as saved') } },
    async (request) => {
      const who = owner(request);
      return wrap(await service.save(who, await parseWith(routes.save.form, request.body)));
    },
  );

  app.post(
    `/api${paths.remove}`,
    {
      config: { access },
      schema: {
        ...doc(routes.remove),
        querystring: { type: 'object', properties: uuidProperty },
        body: { type: 'object', properties: uuidProperty },
        response: reply({ type: 'null' }, 'deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      await service.remove(owner(request), uuidOf(request));
      return wrap(null);
    },
  );
}
