import type { SiteConfig } from '../../domain/baseData';
import { getSiteConfig } from '../../services/baseData';
import { useAsyncResource, type AsyncResource } from '../useAsyncResource';

/** Company details from configuration (DOMAIN "Company details"), for the footer. */
export function useSiteConfig(): AsyncResource<SiteConfig> {
  return useAsyncResource(getSiteConfig, 'site-config')[0];
}
