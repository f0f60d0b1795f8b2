import { endpoints } from '../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { allCountries } from '../../lib/reference-cache';

const list = async (db: Db) =>
  ok(
    (await allCountries(db)).map((c) => ({
      country_id_pk: c.id,
      name: c.name,
      phonecode: c.phonecode,
      sortname: c.sortname,
    })),
    'Success',
  );

export const getAllCountryHandler = defineHandler(endpoints['shell.getAllCountry'], ({ db }) => list(db));
export const findAllCountriesHandler = defineHandler(endpoints['shell.findAllCountries'], ({ db }) =>
  list(db),
);
