import type { AnnouncementType } from './baseData';
import type { Bilingual } from './lang';

/**
 * The information pages' content the operator manages (settings `routeInstructions` and
 * `companyProfile`), shared by the server's seed and schemas and the client's screens.
 * Ports are UN/LOCODEs; times are the port's local time.
 */

/** Where and when to board at one departure port of a route. */
export interface BoardingPlace {
  /** UN/LOCODE of the departure port */
  port: string;
  terminal: Bilingual;
  address: Bilingual;
  /** sailing days and local departure time, e.g. "每周二、周五 11:00 开船" */
  departures: Bilingual;
  /** when check-in opens and closes */
  checkIn: Bilingual;
  /** how to get to the terminal */
  access: Bilingual;
}

/** One ferry route, both directions: boarding, baggage and documents. */
export interface RouteInstruction {
  /** UN/LOCODEs of the Chinese and the Japanese port */
  ports: [string, string];
  vessel: Bilingual;
  /** one place per departure port, the Chinese side first */
  boarding: BoardingPlace[];
  /** one rule per item */
  baggage: Bilingual[];
  documents: Bilingual[];
}

export interface RouteInstructions {
  /** a new text gets a new version */
  version: number;
  routes: RouteInstruction[];
}

/** A vessel of the fleet. Numbers are the ship's particulars. */
export interface Vessel {
  /** as the sailings name it, e.g. "新鉴真号 New Ganjin" */
  name: Bilingual;
  /** UN/LOCODEs of the route it serves */
  route: [string, string];
  builtYear: number;
  grossTonnage: number;
  lengthMetres: number;
  serviceSpeedKnots: number;
  passengers: number;
  /** 20-foot containers it can carry */
  containersTeu: number;
  description: Bilingual;
}

/** The about page's company text; names and offices are the siteConfig setting's. */
export interface CompanyProfile {
  founded: number;
  headquarters: Bilingual;
  /** paragraphs */
  introduction: Bilingual[];
  /** short statements of what the company stands for */
  highlights: Bilingual[];
  vessels: Vessel[];
}

/** A page of announcements, for /information. */
export interface AnnouncementQuery {
  current: number;
  size: number;
  /** all types when left out */
  type?: AnnouncementType;
}
