/** A picture in YUV 4:2:0 (BT.601, limited range): Y is width×height, U and V are (width/2)×(height/2). */
export interface YuvFrame {
  readonly width: number;
  readonly height: number;
  readonly y: Uint8Array;
  readonly u: Uint8Array;
  readonly v: Uint8Array;
}

export function createYuvFrame(width: number, height: number): YuvFrame {
  const chroma = (width / 2) * (height / 2);
  return {
    width,
    height,
    y: new Uint8Array(width * height),
    u: new Uint8Array(chroma).fill(128),
    v: new Uint8Array(chroma).fill(128),
  };
}
