// The registry of per-language floor data, one file per language.
import type { LanguageFloors } from '../floors';
import { AR } from './ar';
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { HE } from './he';
import { HI } from './hi';
import { IT } from './it';
import { JA } from './ja';
import { KO } from './ko';
import { NL } from './nl';
import { PL } from './pl';
import { PT } from './pt';
import { RU } from './ru';
import { ZH } from './zh';

export const FLOORS: readonly LanguageFloors[] = [ES, PT, FR, DE, IT, NL, PL, RU, AR, HE, HI, ZH, JA, KO];
