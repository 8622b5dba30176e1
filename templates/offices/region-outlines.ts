/**
 * Simplified outlines of the 14 regions (kraje) of the Czech Republic, drawn by hand from their borders as
 * [longitude, latitude] corners (WGS 84), neighbours sharing the same corners so the shapes tile the country.
 * Accurate to a few kilometres: enough to recognise a region, not to locate a village.
 */
type Corner = readonly [number, number];

// Corners where regions meet each other or the state border, named by the regions that meet there.
const KV_PL_BORDER: Corner = [12.5, 49.93];
const KV_US_BORDER: Corner = [13.05, 50.5];
const KV_PL_US: Corner = [13.15, 50.1];
const PL_US_ST: Corner = [13.55, 50.1];
const US_LB_BORDER: Corner = [14.72, 50.85];
const US_LB_ST: Corner = [14.6, 50.55];
const LB_KH_BORDER: Corner = [15.5, 50.78];
const LB_KH_ST: Corner = [15.15, 50.48];
const KH_PA_ST: Corner = [15.45, 50.08];
const KH_PA_BORDER: Corner = [16.55, 50.2];
const PA_OL_BORDER: Corner = [16.85, 50.2];
const PA_OL_JM: Corner = [16.75, 49.6];
const PA_VY_JM: Corner = [16.35, 49.6];
const PA_VY_ST: Corner = [15.4, 49.85];
const ST_VY_JC: Corner = [15.0, 49.5];
const VY_JC_JM: Corner = [15.6, 48.98];
const JC_JM_BORDER: Corner = [15.55, 48.93];
const ST_PL_JC: Corner = [13.8, 49.5];
const PL_JC_BORDER: Corner = [13.45, 48.98];
const OL_MS_BORDER: Corner = [17.4, 50.27];
const OL_JM_ZL: Corner = [17.1, 49.3];
const OL_ZL_MS: Corner = [17.85, 49.52];
const ZL_MS_BORDER: Corner = [18.4, 49.35];
const JM_ZL_BORDER: Corner = [17.35, 48.85];

// Borders between two regions, from one named corner to the other.
const KV_PL: Corner[] = [KV_PL_BORDER, [12.9, 50.0], KV_PL_US];
const KV_US: Corner[] = [KV_US_BORDER, [13.2, 50.3], KV_PL_US];
const US_ST: Corner[] = [US_LB_ST, [14.35, 50.45], [13.95, 50.35], PL_US_ST];
const US_LB: Corner[] = [US_LB_BORDER, [14.6, 50.65], US_LB_ST];
const LB_ST: Corner[] = [US_LB_ST, [14.9, 50.58], LB_KH_ST];
const LB_KH: Corner[] = [LB_KH_BORDER, [15.35, 50.62], LB_KH_ST];
const KH_ST: Corner[] = [LB_KH_ST, [15.3, 50.3], KH_PA_ST];
const KH_PA: Corner[] = [KH_PA_BORDER, [16.1, 50.05], KH_PA_ST];
const PA_ST: Corner[] = [KH_PA_ST, PA_VY_ST];
const PA_OL: Corner[] = [PA_OL_BORDER, [16.85, 49.95], PA_OL_JM];
const PA_JM: Corner[] = [PA_OL_JM, PA_VY_JM];
const PA_VY: Corner[] = [PA_VY_JM, [15.9, 49.65], [15.5, 49.72], PA_VY_ST];
const ST_VY: Corner[] = [PA_VY_ST, [15.2, 49.65], ST_VY_JC];
const VY_JC: Corner[] = [ST_VY_JC, [15.1, 49.25], [15.35, 49.1], VY_JC_JM];
const VY_JM: Corner[] = [VY_JC_JM, [15.95, 49.1], [16.15, 49.3], [16.25, 49.5], PA_VY_JM];
const ST_JC: Corner[] = [ST_PL_JC, [14.4, 49.5], ST_VY_JC];
const ST_PL: Corner[] = [PL_US_ST, [13.8, 49.85], ST_PL_JC];
const PL_JC: Corner[] = [ST_PL_JC, [13.6, 49.15], PL_JC_BORDER];
const OL_MS: Corner[] = [OL_MS_BORDER, [17.3, 50.15], [17.15, 49.95], [17.4, 49.8], [17.7, 49.68], OL_ZL_MS];
const OL_JM: Corner[] = [PA_OL_JM, [16.95, 49.45], OL_JM_ZL];
const OL_ZL: Corner[] = [OL_JM_ZL, [17.45, 49.4], OL_ZL_MS];
const ZL_MS: Corner[] = [OL_ZL_MS, [18.15, 49.42], ZL_MS_BORDER];
const JM_ZL: Corner[] = [JM_ZL_BORDER, [17.25, 49.05], OL_JM_ZL];

// The state border between two named corners, clockwise from the west.
const STATE_KV: Corner[] = [KV_PL_BORDER, [12.35, 50.0], [12.2, 50.1], [12.09, 50.25], [12.2, 50.32], [12.5, 50.4], [12.8, 50.45], KV_US_BORDER];
const STATE_US: Corner[] = [KV_US_BORDER, [13.5, 50.65], [14.0, 50.8], [14.3, 50.88], [14.4, 51.03], [14.6, 50.92], US_LB_BORDER];
const STATE_LB: Corner[] = [US_LB_BORDER, [14.85, 50.87], [15.0, 51.02], [15.25, 50.98], [15.3, 50.85], LB_KH_BORDER];
const STATE_KH: Corner[] = [LB_KH_BORDER, [15.8, 50.75], [16.1, 50.65], [16.4, 50.65], [16.35, 50.5], [16.15, 50.42], [16.45, 50.3], KH_PA_BORDER];
const STATE_PA: Corner[] = [KH_PA_BORDER, PA_OL_BORDER];
const STATE_OL: Corner[] = [PA_OL_BORDER, [17.0, 50.42], [17.2, 50.42], OL_MS_BORDER];
const STATE_MS: Corner[] = [OL_MS_BORDER, [17.72, 50.32], [17.85, 50.2], [17.75, 50.08], [18.0, 50.0], [18.35, 49.93], [18.55, 49.9], [18.85, 49.52], [18.55, 49.45], ZL_MS_BORDER];
const STATE_ZL: Corner[] = [ZL_MS_BORDER, [18.2, 49.2], [18.0, 49.0], [17.7, 48.9], JM_ZL_BORDER];
const STATE_JM: Corner[] = [JM_ZL_BORDER, [16.94, 48.62], [16.6, 48.78], [16.1, 48.75], [15.8, 48.87], JC_JM_BORDER];
const STATE_JC: Corner[] = [JC_JM_BORDER, [15.3, 49.0], [15.0, 49.0], [14.95, 48.75], [14.7, 48.6], [14.3, 48.6], [14.05, 48.65], [13.83, 48.77], PL_JC_BORDER];
const STATE_PL: Corner[] = [PL_JC_BORDER, [13.2, 49.12], [12.95, 49.32], [12.6, 49.42], [12.45, 49.7], KV_PL_BORDER];

const reversed = (border: Corner[]) => [...border].reverse();

/** A closed ring from borders laid end to end (each border's first corner is the previous one's last). */
function ring(...borders: Corner[][]): Corner[] {
  return borders.flatMap((border, index) => (index === 0 ? border : border.slice(1)));
}

export const REGION_OUTLINES: Readonly<Record<string, Corner[]>> = {
  karlovarsky: ring(STATE_KV, KV_US, reversed(KV_PL)),
  ustecky: ring(STATE_US, US_LB, US_ST, [PL_US_ST, KV_PL_US], reversed(KV_US)),
  liberecky: ring(STATE_LB, LB_KH, reversed(LB_ST), reversed(US_LB)),
  kralovehradecky: ring(STATE_KH, KH_PA, reversed(KH_ST), reversed(LB_KH)),
  pardubicky: ring(STATE_PA, PA_OL, PA_JM, PA_VY, reversed(PA_ST), reversed(KH_PA)),
  olomoucky: ring(STATE_OL, OL_MS, reversed(OL_ZL), reversed(OL_JM), reversed(PA_OL)),
  moravskoslezsky: ring(STATE_MS, reversed(ZL_MS), reversed(OL_MS)),
  zlinsky: ring(STATE_ZL, JM_ZL, OL_ZL, ZL_MS),
  jihomoravsky: ring(STATE_JM, [JC_JM_BORDER, VY_JC_JM], VY_JM, reversed(PA_JM), OL_JM, reversed(JM_ZL)),
  vysocina: ring(ST_VY, VY_JC, VY_JM, PA_VY),
  jihocesky: ring(STATE_JC, reversed(PL_JC), ST_JC, VY_JC, [VY_JC_JM, JC_JM_BORDER]),
  plzensky: ring(STATE_PL, KV_PL, [KV_PL_US, PL_US_ST], ST_PL, PL_JC),
  stredocesky: ring(reversed(ST_PL), reversed(US_ST), LB_ST, KH_ST, PA_ST, ST_VY, reversed(ST_JC)),
  praha: [[14.22, 50.1], [14.3, 50.16], [14.45, 50.18], [14.62, 50.15], [14.7, 50.07], [14.62, 49.97], [14.45, 49.94], [14.3, 49.98]],
};

/** West, north, scale: an equirectangular projection true to shape at the country's mean latitude (49.8°). */
const WEST = 12.0;
const NORTH = 51.1;
const SCALE = 100;
const X_SCALE = SCALE * Math.cos((49.8 * Math.PI) / 180);

export const MAP_VIEW_BOX = `0 0 ${Math.ceil((18.95 - WEST) * X_SCALE)} ${Math.ceil((NORTH - 48.5) * SCALE)}`;

/** A region's outline as an SVG path, coordinates rounded to a tenth of a unit. */
export function regionPath(region: string): string | undefined {
  const corners = REGION_OUTLINES[region];
  if (!corners) return undefined;
  const points = corners.map(([lng, lat]) => `${((lng - WEST) * X_SCALE).toFixed(1)},${((NORTH - lat) * SCALE).toFixed(1)}`);
  return `M${points.join('L')}Z`;
}

/** Where a region's name is written on the map, [longitude, latitude]: inside the region, clear of Prague. */
export const REGION_LABEL_POINTS: Readonly<Record<string, Corner>> = {
  karlovarsky: [12.72, 50.2],
  ustecky: [13.85, 50.5],
  liberecky: [15.0, 50.73],
  kralovehradecky: [15.85, 50.38],
  pardubicky: [16.15, 49.87],
  olomoucky: [17.17, 49.6],
  moravskoslezsky: [18.1, 49.78],
  zlinsky: [17.72, 49.18],
  jihomoravsky: [16.5, 49.05],
  vysocina: [15.62, 49.4],
  jihocesky: [14.35, 49.1],
  plzensky: [13.15, 49.55],
  stredocesky: [14.75, 49.78],
  praha: [14.46, 50.07],
};

/** A point in the map's coordinates. */
export function mapPoint([lng, lat]: Corner): { x: number; y: number } {
  return { x: Number(((lng - WEST) * X_SCALE).toFixed(1)), y: Number(((NORTH - lat) * SCALE).toFixed(1)) };
}
