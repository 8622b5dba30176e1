/**
 * The release this portal is: package.json's `version` (semver; CHANGELOG.md says what each one changed), shown in
 * `/healthz`, in the metrics (`labour_portal_build_info`) and in every page's `<meta name="generator">`. Named
 * imports, so the client bundle takes these two strings and not the whole package.json.
 */
import { name, version } from '../package.json';

export const PORTAL_VERSION: string = version;
/** `labour-portal 1.0.0`: the page's generator. */
export const PORTAL_RELEASE = `${name} ${version}`;
