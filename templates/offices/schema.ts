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
};
