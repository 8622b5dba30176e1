import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, image, link, text } from '../schema.ts';
import OtherPortalPage, { type OtherPortalData } from './DalsiPortal.tsx';

export const schema = z.object({
  /** The portal itself (required): its address, marked as leaving this portal. */
  link: link(),
  /** Who runs it. */
  operator: text().optional(),
  /** Its logo (Image; `alt` names the portal). */
  logo: image().optional(),
  /** What a visitor finds there (HTML). */
  body: html().optional(),
});

export const DalsiPortal = defineTemplate<OtherPortalData>({ key: 'DalsiPortal', Component: OtherPortalPage, schema });
