/** The data every office page shares (content/README.md "Offices"): a regional branch and a contact workplace. */
import { z } from 'zod';
import { address, geo, html, openingHours, phone, temporaryHours, text } from '../schema.ts';

export const officeFields = {
  /** The office type, a `typ-pracoviste` category name ("krajska-pobocka", "kontaktni-pracoviste", …). */
  officeType: text().optional(),
  /** The region it lies in, a `kraj` category name ("liberecky"). */
  region: text().optional(),
  /** The district it lies in, an `okres` category name ("liberec"). */
  district: text().optional(),
  /** Where clients come (Address). */
  address: address().optional(),
  /** Where the building stands (WGS 84), for maps and search engines. */
  geo: geo().optional(),
  /** Phone lines of the office (Phone[]: label, international number, note). */
  phones: z.array(phone()).optional(),
  /** The office's general e-mail address. */
  email: z.email().optional(),
  /** The regular office hours (Hours: a day missing is closed, two spans a day mean a break). */
  officeHours: openingHours().optional(),
  /** Hours that replace the regular ones for a time (TemporaryHours[]); past ones are ignored. */
  temporaryOfficeHours: z.array(temporaryHours()).optional(),
  /** More about the office (HTML). */
  body: html().optional(),
  /**
   * The area the office serves, by the registers' codes (templates/offices/data/README.md): municipalities or city
   * districts, ORPs, districts. The office finder sends a municipality to the offices that name it, else its ORP,
   * else its district, else to the nearest office.
   */
  serves: z
    .object({
      /** Municipality or city district codes (RÚIAN, 6 digits: "529303" Benešov, "547034" Praha 11). */
      municipalities: z.array(registerCode()).optional(),
      /** ORP codes (ČSÚ, 4 digits: "2101" Benešov). */
      orp: z.array(registerCode()).optional(),
      /** District (okres) codes (4 digits: "3201" Benešov, "3100" Prague). */
      districts: z.array(registerCode()).optional(),
    })
    .optional(),
};

/** A code of the registers: digits only. */
function registerCode() {
  return z.string().regex(/^\d{4,6}$/, 'not a register code');
}
