/**
 * The country's municipalities, their districts, ORPs and regions, their city districts and parts, and the larger
 * towns' names in other languages (server only): read once from data/municipalities.json and data/exonyms.json
 * (data/README.md says where they come from).
 */
import registers from './data/municipalities.json' with { type: 'json' };
import exonymFile from './data/exonyms.json' with { type: 'json' };

/** A district, an ORP, a region or a city district: its code in the registers and its name. */
export interface Area {
  code: string;
  name: string;
}

export interface Municipality extends Area {
  district: Area;
  orp: Area;
  region: Area;
  lat: number;
  lon: number;
}

/** What a visitor may name as their town: a municipality, a city district ("Praha 4") or a part ("Poruba"). */
export interface Place {
  kind: 'municipality' | 'cityDistrict' | 'part';
  /** The name as the register writes it. */
  name: string;
  municipality: Municipality;
  /** The city district it lies in, where the register says. */
  cityDistrict?: Area;
}

const areas = (rows: string[][]) => new Map(rows.map(([code, name]) => [code!, { code: code!, name: name! }]));
const regions = areas(registers.regions);
const orps = areas(registers.orp);
const districts = new Map(registers.districts.map(([code, name, region]) => [code!, { district: { code: code!, name: name! }, region: regions.get(region!)! }]));

export const municipalities: ReadonlyMap<string, Municipality> = new Map(
  registers.municipalities.map(([code, name, district, orp, lat, lon]) => {
    const { district: area, region } = districts.get(String(district))!;
    return [String(code), { code: String(code), name: String(name), district: area, orp: orps.get(String(orp))!, region, lat: Number(lat), lon: Number(lon) }];
  }),
);

const cityDistricts = new Map(
  registers.cityDistricts.map(([code, name, municipality]) => [code!, { code: code!, name: name!, municipality: municipalities.get(municipality!)! }]),
);

function cityDistrictPlace(code: string): Place | undefined {
  const found = cityDistricts.get(code);
  return found && { kind: 'cityDistrict', name: found.name, municipality: found.municipality, cityDistrict: { code, name: found.name } };
}

/** The place of a register code: a municipality's or a city district's (the links of a choice name places so). */
export function placeByCode(code: string): Place | undefined {
  const municipality = municipalities.get(code);
  return municipality ? { kind: 'municipality', name: municipality.name, municipality } : cityDistrictPlace(code);
}

/** A place and a name it goes by: its own, an alias, or another language's. */
export interface NamedPlace {
  name: string;
  place: Place;
}

/** The names that are a municipality's or a city district's own, and the other languages' names of the larger towns. */
export const ownNames: readonly NamedPlace[] = [
  ...[...municipalities.values()].map((municipality) => ({ name: municipality.name, place: placeByCode(municipality.code)! })),
  ...[...cityDistricts.keys()].map((code) => {
    const place = cityDistrictPlace(code)!;
    return { name: place.name, place };
  }),
  ...Object.entries(exonymFile).flatMap(([code, languages]) => {
    const municipality = municipalities.get(code);
    if (!municipality || typeof languages === 'string') return [];
    return Object.values(languages).flat().map((name) => ({ name, place: placeByCode(code)! }));
  }),
];

/** The names of the parts, and a city district's own name without its town ("Poruba" of "Ostrava-Poruba"). */
export const partNames: readonly NamedPlace[] = [
  ...registers.parts.map(([name, municipality, cityDistrict]) => ({
    name: name!,
    place: { kind: 'part' as const, name: name!, municipality: municipalities.get(municipality!)!, ...(cityDistrict ? { cityDistrict: placeByCode(cityDistrict)!.cityDistrict! } : {}) },
  })),
  ...[...cityDistricts].flatMap(([code, { name, municipality }]) => {
    const alias = name.startsWith(`${municipality.name}-`) ? name.slice(municipality.name.length + 1) : undefined;
    return alias ? [{ name: alias, place: cityDistrictPlace(code)! }] : [];
  }),
];

/** The names of the areas an office serves, by kind, in the order its content gives them. */
export interface ServedAreaNames {
  districts: string[];
  orp: string[];
  municipalities: string[];
}

const districtNames = new Map([...districts].map(([code, { district }]) => [code, district.name]));

/** The names of the codes an office's content gives (`serves`); a code the registers do not know is left out. */
export function servedAreaNames(serves: { municipalities?: string[]; orp?: string[]; districts?: string[] } | undefined): ServedAreaNames {
  const named = (codes: string[] | undefined, name: (code: string) => string | undefined) => (codes ?? []).map(name).filter((found) => found !== undefined);
  return {
    districts: named(serves?.districts, (code) => districtNames.get(code)),
    orp: named(serves?.orp, (code) => orps.get(code)?.name),
    municipalities: named(serves?.municipalities, (code) => placeByCode(code)?.name),
  };
}
