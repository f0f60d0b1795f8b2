import { asc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { brokers, kycRecords, userGroups, users } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { requireCorporate } from './shareholders';

export const getAllCustomerHandler = defineHandler(
  endpoints['shell.getAllCustomer'],
  async ({ db, userId }) => {
    await requireCorporate(db, userId);
    const rows = await db
      .select({ user: users, kycStatus: kycRecords.kycStatus })
      .from(users)
      .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
      .where(eq(users.parentUserId, userId))
      .orderBy(asc(users.id));
    const data = rows.map(({ user, kycStatus }) => ({
      user_id_pk: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email_id: user.email,
      country_code: user.countryCode,
      phone_number: user.phoneNumber,
      broker_id: user.brokerId,
      user_group_id: user.userGroupId,
      user_kyc_kyc_api_status: kycStatus ?? 'Pending',
      created_datetime: wireDate(user.createdAt),
    }));
    const groups = await db.select().from(userGroups).orderBy(asc(userGroups.id));
    const allBrokers = await db.select().from(brokers).orderBy(asc(brokers.id));
    return ok(data, 'Success', {
      allusergrp: groups.map((g) => ({ group_id: g.id, group_name: g.name })),
      allbrokers: allBrokers.map((b) => ({ broker_id: b.id, broker_name: b.name })),
    });
  },
);
