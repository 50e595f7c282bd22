import type { FastifyInstance } from 'fastify';
import type { CompanyProfile, RouteInstruction } from '../../../src/domain/information';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { ok } from '../../lib/envelope';
import { webTsReply, type JsonSchema } from '../../lib/responseSchemas';
import { routeInstructionsSchema } from '../notice/notice.schemas';
import { companyProfileSchema } from '../siteConfig/siteConfig.schemas';
import type { StaffPages } from './pages.staff';
import { guardText, STAFF_BUTTON } from './staff.guard';
import { requireUser } from '../../lib/auth/guards';
import { staffOnly } from '../../lib/auth/routeAccess';

const TAGS = ['staff: content'];
const GUARD = guardText(STAFF_BUTTON.content);

/**
 * The answer schemas read as input: no unknown property, every text filled in (not blank) and
 * bounded, every list bounded and numbers not negative, so what is saved is what the pages show.
 */
function strictInput(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  delete out.description;
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    out.additionalProperties = false;
    out.properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, strictInput(value)]));
  } else if (schema.type === 'array') {
    out.items = strictInput(schema.items as JsonSchema);
    out.maxItems = schema.maxItems ?? 50;
  } else if (schema.type === 'string') {
    out.minLength = 1;
    out.maxLength = 4000;
    out.pattern = schema.pattern ?? '\\S';
  } else if (schema.type === 'integer' || schema.type === 'number') {
    out.minimum = 0;
    out.maximum = 10_000_000;
  }
  return out;
}

const routesInput = strictInput(routeInstructionsSchema.properties.routes as unknown as JsonSchema);
const profileInput = strictInput(companyProfileSchema as unknown as JsonSchema);

/** The editor's information pages (btn.staff.content): the notice page's route instructions and the about page's company text. */
export async function staffPagesRoutes(app: FastifyInstance, { pages }: { pages: StaffPages }): Promise<void> {
  app.get(
    `/api${STAFF_PATHS.routeInstructions}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'The route instructions as /notice shows them, to edit',
        description: GUARD,
        response: webTsReply(routeInstructionsSchema, 'the instructions'),
      },
    },
    async () => ok(await pages.routeInstructions()),
  );

  app.post<{ Body: { routes: RouteInstruction[] } }>(
    `/api${STAFF_PATHS.routeInstructionsSave}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'Replace the route instructions; they get the next version',
        description: `${GUARD} Every text in both languages, not blank (10422 at routes.0.vessel.zh ...); audited with the text before and after.`,
        body: { type: 'object', required: ['routes'], additionalProperties: false, properties: { routes: { ...routesInput, minItems: 1 } } },
        response: webTsReply(routeInstructionsSchema, 'the instructions as saved'),
      },
    },
    async (request) => ok(await pages.saveRouteInstructions(requireUser(request).userId, request.body.routes)),
  );

  app.get(
    `/api${STAFF_PATHS.companyProfile}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'The company profile as /infoUS shows it, to edit',
        description: GUARD,
        response: webTsReply(companyProfileSchema, 'the profile'),
      },
    },
    async () => ok(await pages.companyProfile()),
  );

  app.post<{ Body: CompanyProfile }>(
    `/api${STAFF_PATHS.companyProfileSave}`,
    {
      config: { access: staffOnly('editor') },
      schema: {
        tags: TAGS,
        summary: 'Replace the company profile',
        description: `${GUARD} Every text in both languages, not blank; audited with the profile before and after.`,
        body: profileInput,
        response: webTsReply(companyProfileSchema, 'the profile as saved'),
      },
    },
    async (request) => ok(await pages.saveCompanyProfile(requireUser(request).userId, request.body)),
  );
}
