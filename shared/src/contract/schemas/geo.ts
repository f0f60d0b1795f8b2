import * as v from 'valibot';
import { idSchema, optText } from './wire';

export const countrySchema = v.looseObject({
  country_id_pk: idSchema,
  name: v.string(),
  phonecode: optText,
  sortname: optText,
});
export type Country = v.InferOutput<typeof countrySchema>;

export const stateSchema = v.looseObject({
  id: idSchema,
  name: v.string(),
});
export type State = v.InferOutput<typeof stateSchema>;

export const timezoneSchema = v.looseObject({
  tid: idSchema,
  gmtdata: optText,
  timezonedata: optText,
});
export type Timezone = v.InferOutput<typeof timezoneSchema>;
