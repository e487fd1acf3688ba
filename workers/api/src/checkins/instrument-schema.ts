/** GET /checkins/instruments/'s body: the instruments registry (instruments.ts) as it is. */
import { z } from '@hono/zod-openapi';
import { INSTRUMENT_IDS } from './instruments';

const OptionSchema = z.object({ value: z.number().int(), label: z.string() });

const BandSchema = z.object({
  id: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  label: z.string(),
  description: z.string(),
});

export const InstrumentSchema = z
  .object({
    id: z.enum(INSTRUMENT_IDS),
    title: z.string().openapi({ example: 'PHQ-9' }),
    measures: z.string().openapi({ example: 'Depression' }),
    instructions: z.string(),
    items: z.array(z.string()).openapi({ description: 'The published wording, in order.' }),
    options: z.array(OptionSchema).openapi({ description: 'The answer scale every item shares.' }),
    multiplier: z.number().int().openapi({ description: 'Score = sum of answers × multiplier.' }),
    max_score: z.number().int(),
    higher_is: z.enum(['worse', 'better']),
    bands: z.array(BandSchema).openapi({ description: 'Severity bands, covering 0..max_score.' }),
    risk_item: z.number().int().openapi({
      description: '0-based index of the item that raises crisis resources when above 0; -1 for none.',
    }),
    source: z.string(),
    terms: z.string().openapi({ description: 'Terms of use of the instrument.' }),
  })
  .openapi('Instrument');

export type InstrumentBody = z.infer<typeof InstrumentSchema>;

export const InstrumentListSchema = z
  .object({ results: z.array(InstrumentSchema) })
  .openapi('InstrumentList');
