import { asc } from 'drizzle-orm';
import { endpoints } from '../../contract';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

const list = async (db: Db) =>
  ok((await db.select().from(countries).orderBy(asc(countries.name))).map((c) => ({ country_id_pk: c.id, name: c.name, phonecode: c.phonecode, sortname: c.sortname })), 'Success');

export const getAllCountryHandler = defineHandler(endpoints['shell.getAllCountry'], ({ db }) => list(db));
export const findAllCountriesHandler = defineHandler(endpoints['shell.findAllCountries'], ({ db }) => list(db));
