import type { SiteConfig } from '../../domain/baseData';
import { useLoaded } from '../customerServices';
import type { AsyncResource } from '../useAsyncResource';

/** Company details from configuration (DOMAIN "Company details"), for the footer. */
export function useSiteConfig(): AsyncResource<SiteConfig> {
  return useLoaded((calls) => calls.baseData.getSiteConfig(), 'site-config')[0];
}
