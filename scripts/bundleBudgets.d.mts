export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface BundleFigures {
  home: { bytes: number; files: Set<string> };
  customer: { bytes: number; files: Set<string> };
  console: { startBytes: number; allBytes: number; files: Set<string> } | null;
  lazy: { file: string; bytes: number }[];
  consoleInCustomer: string[];
}
export interface BudgetRow {
  figure: string;
  bytes: number;
  budgetKb: number;
  value: string;
  goal: string;
  ok: boolean;
}
export const BUDGETS_KB: { home: number; lazyChunk: number; customerAll: number; consoleAll: number };
export function measureBundles(manifest: Manifest, sizeOf: (file: string) => number): BundleFigures;
export function budgetRows(figures: BundleFigures): BudgetRow[];
export function budgetFailures(figures: BundleFigures): string[];
