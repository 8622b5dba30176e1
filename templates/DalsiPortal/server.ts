import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, image, link, text } from '../schema.ts';
import OtherPortalPage, { type OtherPortalData } from './DalsiPortal.tsx';

export const schema = z.object({
  link: link().describe('The portal itself (required): its address, marked as leaving this portal.'),
  operator: text().optional().describe('Who runs it.'),
  logo: image().optional().describe('Its logo (Image; `alt` names the portal).'),
  body: html().optional().describe('What a visitor finds there (HTML).'),
}).meta({ description: 'Another portal, linked as leaving this one.' });

export const DalsiPortal = defineTemplate<OtherPortalData>({ key: 'DalsiPortal', Component: OtherPortalPage, schema });
