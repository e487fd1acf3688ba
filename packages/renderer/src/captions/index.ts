export { captionBandHeight, drawCaption } from './caption-draw';
export { type CaptionPage, type LayoutCaptionsOptions, layoutCaptions } from './caption-layout';
