import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/domain/apiPaths';
import { ok } from '../../lib/envelope';
import { webTsReply } from '../../lib/responseSchemas';
import { companyProfileSchema, siteConfigSchema } from './siteConfig.schemas';
import type { SiteConfigService } from './siteConfig.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const TAGS = ['company'];

/** Company details for the footer and the about page, and the about page's introduction and fleet. */
export async function siteConfigRoutes(app: FastifyInstance, { service }: { service: SiteConfigService }): Promise<void> {
  app.get(
    `/api${paths.siteConfig}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Company details: names, ICP number, service offices, WeChat account',
        response: webTsReply(siteConfigSchema, 'the company details'),
      },
    },
    async () => ok(await service.siteConfig()),
  );

  app.get(
    `/api${paths.companyProfile}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "The company's introduction, highlights and vessels (about page)",
        description: 'Not in the spec. Both languages at once; kept in the settings (key companyProfile).',
        response: webTsReply(companyProfileSchema, 'the company profile'),
      },
    },
    async () => ok(await service.companyProfile()),
  );

  app.get(
    `/api${paths.wechatQr}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'The WeChat QR code of the footer, as a PNG image',
        response: {
          200: {
            description: 'PNG image',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      const png = await service.wechatQr();
      // The account rarely changes; an hour keeps the footer cheap without hiding a change for long.
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );
}
