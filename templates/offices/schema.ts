/** The data every office page shares: a regional branch and a contact workplace. */
import { z } from 'zod';
import { address, geo, html, openingHours, phone, temporaryHours, text } from '../schema.ts';

export const officeFields = {
  officeType: text().optional().describe('The office type, a `typ-pracoviste` category name ("krajska-pobocka", "kontaktni-pracoviste", …).'),
  region: text().optional().describe('The region it lies in, a `kraj` category name ("liberecky").'),
  district: text().optional().describe('The district it lies in, an `okres` category name ("liberec").'),
  address: address().optional().describe('Where clients come (Address).'),
  geo: geo().optional().describe('Where the building stands (WGS 84), for maps and search engines.'),
  phones: z.array(phone()).optional().describe('Phone lines of the office (Phone[]: label, international number, note).'),
  email: z.email().optional().describe("The office's general e-mail address."),
  officeHours: openingHours().optional().describe('The regular office hours (Hours: a day missing is closed, two spans a day mean a break).'),
  temporaryOfficeHours: z.array(temporaryHours()).optional().describe('Hours that replace the regular ones for a time (TemporaryHours[]); past ones are ignored.'),
  body: html().optional().describe('More about the office (HTML).'),
  serves: z
    .object({
      municipalities: z.array(registerCode()).optional().describe('Municipality or city district codes (RÚIAN, 6 digits: "529303" Benešov, "547034" Praha 11).'),
      orp: z.array(registerCode()).optional().describe('ORP codes (ČSÚ, 4 digits: "2101" Benešov).'),
      districts: z.array(registerCode()).optional().describe('District (okres) codes (4 digits: "3201" Benešov, "3100" Prague).'),
    })
    .optional().describe("The area the office serves, by the registers' codes (templates/offices/data/README.md): municipalities or city districts, ORPs, districts. The office finder sends a municipality to the offices that name it, else its ORP, else its district, else to the nearest office."),
};

/** A code of the registers: digits only. */
function registerCode() {
  return z.string().regex(/^\d{4,6}$/, 'not a register code');
}
