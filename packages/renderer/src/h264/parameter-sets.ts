/**
 * SPS and PPS for the Constrained Baseline stream this encoder writes. Fixed choices, each for a
 * reason: pic_order_cnt_type 2 (output order = decode order, no B frames), one reference frame,
 * log2_max_frame_num 4 (frame_num wraps at 16: slices handle the wrap), deblocking controllable so
 * each slice can switch it off (otherwise P_Skip copies drift), BT.601 limited-range colour and
 * max_num_reorder_frames 0 in VUI so players output each frame at once.
 */
import { BitWriter } from './bit-writer';
import { makeNal, NAL_PPS, NAL_SPS } from './nal';

export const LOG2_MAX_FRAME_NUM = 4;
export const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: Constrained Baseline. */
export const CONSTRAINT_FLAGS = 0xc0;

export interface SpsOptions {
  readonly widthMbs: number;
  readonly heightMbs: number;
  readonly levelIdc: number;
  readonly fps: number;
}

export function writeSps(o: SpsOptions): Uint8Array {
  const w = new BitWriter(64);
  w.u(8, PROFILE_BASELINE);
  w.u(8, CONSTRAINT_FLAGS);
  w.u(8, o.levelIdc);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type
  w.ue(1); // max_num_ref_frames
  w.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  w.ue(o.widthMbs - 1);
  w.ue(o.heightMbs - 1);
  w.u(1, 1); // frame_mbs_only_flag
  w.u(1, 1); // direct_8x8_inference_flag
  w.u(1, 0); // frame_cropping_flag: sizes are whole macroblocks
  w.u(1, 1); // vui_parameters_present_flag
  writeVui(w, o.fps);
  w.trailingBits();
  return makeNal(3, NAL_SPS, w.finish());
}

function writeVui(w: BitWriter, fps: number): void {
  w.u(1, 0); // aspect_ratio_info_present_flag (square pixels by default)
  w.u(1, 0); // overscan_info_present_flag
  w.u(1, 1); // video_signal_type_present_flag
  w.u(3, 5); // video_format: unspecified
  w.u(1, 0); // video_full_range_flag: limited range, as drawn
  w.u(1, 1); // colour_description_present_flag
  w.u(8, 6); // colour_primaries: SMPTE 170M
  w.u(8, 6); // transfer_characteristics
  w.u(8, 6); // matrix_coefficients: BT.601
  w.u(1, 0); // chroma_loc_info_present_flag
  w.u(1, 1); // timing_info_present_flag
  w.u(32, 1); // num_units_in_tick
  w.u(32, 2 * fps); // time_scale (two ticks per frame)
  w.u(1, 1); // fixed_frame_rate_flag
  w.u(1, 0); // nal_hrd_parameters_present_flag
  w.u(1, 0); // vcl_hrd_parameters_present_flag
  w.u(1, 0); // pic_struct_present_flag
  w.u(1, 1); // bitstream_restriction_flag
  w.u(1, 1); // motion_vectors_over_pic_boundaries_flag
  w.ue(0); // max_bytes_per_pic_denom: no limit
  w.ue(0); // max_bits_per_mb_denom: no limit
  w.ue(16); // log2_max_mv_length_horizontal
  w.ue(16); // log2_max_mv_length_vertical
  w.ue(0); // max_num_reorder_frames
  w.ue(1); // max_dec_frame_buffering
}

export function writePps(): Uint8Array {
  const w = new BitWriter(16);
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.u(1, 0); // entropy_coding_mode_flag: CAVLC
  w.u(1, 0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.u(1, 0); // weighted_pred_flag
  w.u(2, 0); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.u(1, 1); // deblocking_filter_control_present_flag
  w.u(1, 0); // constrained_intra_pred_flag
  w.u(1, 0); // redundant_pic_cnt_present_flag
  w.trailingBits();
  return makeNal(3, NAL_PPS, w.finish());
}
