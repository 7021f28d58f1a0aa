import type { InfoPage } from './InfoPage';
import { customerPages } from './customerPages';
import { procedurePages } from './procedurePages';
import { formAndAboutPages } from './formAndAboutPages';

/** Every informational and download page by its menu id. */
export const infoPages: Record<string, InfoPage> = { ...customerPages, ...procedurePages, ...formAndAboutPages };
