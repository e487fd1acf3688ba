/**
 * The avatar catalog: who can be chosen, and each one's look (palette and hair/clothing style).
 * Looks are data only; avatar-art.ts turns a look into shapes. Colours are sRGB 0..255, chosen
 * muted and warm so the picture reads as calm, with flat fills the encoder predicts cheaply.
 */
import type { Rgb } from './raster';

export interface AvatarInfo {
  readonly id: string;
  readonly displayName: string;
  readonly default: boolean;
}

export interface AvatarLook extends AvatarInfo {
  readonly background: Rgb;
  readonly backdrop: Rgb; // the sofa back behind the shoulders
  readonly skin: Rgb;
  readonly skinShade: Rgb;
  readonly blush: Rgb;
  readonly hair: Rgb;
  readonly hairStyle: 'long' | 'short';
  readonly clothing: Rgb;
  readonly clothingShade: Rgb;
  readonly neckline: 'scoop' | 'crew';
  readonly iris: Rgb;
  readonly lip: Rgb;
  readonly glasses: Rgb | null;
}

const LOOKS: readonly AvatarLook[] = [
  {
    id: 'maya',
    displayName: 'Maya',
    default: true,
    background: [218, 206, 196],
    backdrop: [156, 124, 110],
    skin: [222, 170, 136],
    skinShade: [203, 149, 116],
    blush: [232, 136, 128],
    hair: [56, 38, 32],
    hairStyle: 'long',
    clothing: [60, 126, 124],
    clothingShade: [46, 100, 99],
    neckline: 'scoop',
    iris: [88, 60, 42],
    lip: [176, 88, 90],
    glasses: null,
  },
  {
    id: 'theo',
    displayName: 'Theo',
    default: false,
    background: [186, 202, 190],
    backdrop: [116, 128, 148],
    skin: [240, 202, 176],
    skinShade: [220, 178, 150],
    blush: [236, 160, 150],
    hair: [112, 78, 50],
    hairStyle: 'short',
    clothing: [46, 60, 96],
    clothingShade: [34, 45, 74],
    neckline: 'crew',
    iris: [70, 108, 138],
    lip: [186, 110, 104],
    glasses: [52, 46, 42],
  },
];

export const AVATARS: readonly AvatarInfo[] = LOOKS.map(({ id, displayName, default: d }) => ({
  id,
  displayName,
  default: d,
}));

export const DEFAULT_AVATAR_ID: string = (LOOKS.find((l) => l.default) ?? (LOOKS[0] as AvatarLook)).id;

/** The look for an id, or undefined for an unknown id (callers report invalid_option). */
export function getAvatarLook(id: string): AvatarLook | undefined {
  return LOOKS.find((l) => l.id === id);
}
