import { ErrorCode } from '../../domain/errorCodes';
import { TRACKING_PATHS } from '../../domain/shipping/cargoPaths';
import type { CargoTrackingAnswer } from '../../domain/shipping/cargoTypes';
import { classifyTrackingNumber, type TrackingNumberKind } from '../../domain/shipping/tracking';
import { http } from '../http';
import { ApiError } from '../../domain/apiError';

/**
 * Cargo tracking (TRACKING_PATHS.track, login required): the caller's containers that the
 * booking, bill of lading or container numbers name, each with its timeline and status. The
 * server answers 10404 when nothing at all is found; that is the same answer as every number
 * listed as not found, so the screen shows one kind of result.
 */
export async function trackCargo(numbers: string[]): Promise<CargoTrackingAnswer> {
  try {
    return await http.post<CargoTrackingAnswer>(TRACKING_PATHS.track, { numbers });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business' && error.code === ErrorCode.NOT_FOUND) {
      return { containers: [], notFound: numbers.map((number) => ({ number, kind: classifyTrackingNumber(number) as TrackingNumberKind })) };
    }
    throw error;
  }
}
