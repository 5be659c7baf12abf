import { eq } from 'drizzle-orm';
import {
  registrationApplications,
  tradePoints,
  userAddresses,
  users,
} from '@/server/db/schema/users';
import { APPLICANT_ORG, BUYER_ORG } from './directory';
import type { Tx } from '@/server/db/client';
import { priceTypes } from '@/server/db/schema/exchange';
import { DEMO_PRICE_TYPES } from './catalogue/commerceml-package';

export const DEMO_MANAGER = { email: 'manager@vitrina.by', password: 'Manager-2026!' } as const;
/** Issue #14: the console's admin — managers' accounts and the counters' markup as well. */
export const DEMO_ADMIN = { email: 'admin@vitrina.by', password: 'Admin-2026!' } as const;
/** Issue #13: buys at «Мелкий опт». */
export const DEMO_BUYER = { email: 'buyer@vitrina.by', password: 'Buyer-2026!' } as const;
/** Issue #13: a second buyer organisation, at «Крупный опт». */
export const DEMO_WHOLESALE_BUYER = {
  email: 'opt@vitrina.by',
  password: 'Wholesale-2026!',
  organization: 'ООО «БелСтройОпт»',
  unp: '191048572',
} as const;
/** Issue #12: the account 1C signs in with at /api/1c/exchange/ (role exchange, nothing else). */
export const DEMO_EXCHANGE = { email: '1c@vitrina.by', password: 'Exchange-2026!' } as const;
export const DEMO_APPLICANT_EMAIL = 'i.petrov@remstroy.by';

export interface PeopleInput {
  managerHash: string;
  buyerHash: string;
  exchangeHash: string;
  wholesaleHash: string;
  adminHash: string;
  now: Date;
}

/** The demo type of that name (seeded before the people), or null for the base type. */
async function typeId(tx: Tx, name: string): Promise<number | null> {
  const externalId = DEMO_PRICE_TYPES.find((t) => t.name === name)?.id;
  if (!externalId) return null;
  const [row] = await tx
    .select({ id: priceTypes.id })
    .from(priceTypes)
    .where(eq(priceTypes.externalId, externalId));
  return row?.id ?? null;
}

export async function seedPeople(
  tx: Tx,
  { managerHash, buyerHash, exchangeHash, wholesaleHash, adminHash, now }: PeopleInput,
): Promise<void> {
  const [smallWholesale, largeWholesale] = await Promise.all([
    typeId(tx, 'Мелкий опт'),
    typeId(tx, 'Крупный опт'),
  ]);
  const [manager, buyer, applicant] = await tx
    .insert(users)
    .values([
      {
        email: DEMO_MANAGER.email,
        passwordHash: managerHash,
        role: 'manager',
        status: 'active',
        firstName: 'Ольга',
        lastName: 'Ковалёва',
        patronymic: 'Сергеевна',
        phone: '+375293881235',
        organization: 'ООО «ТД Витрина»',
        activatedAt: now,
      },
      {
        email: DEMO_BUYER.email,
        passwordHash: buyerHash,
        role: 'customer',
        status: 'active',
        firstName: 'Андрей',
        lastName: 'Соколов',
        patronymic: 'Викторович',
        birthDate: '1986-04-17',
        phone: '+375291234567',
        organization: BUYER_ORG.name,
        unp: BUYER_ORG.unp,
        priceTypeId: smallWholesale,
        activatedAt: now,
      },
      {
        // Applicants get no password: they sign in by code until a manager activates them.
        email: DEMO_APPLICANT_EMAIL,
        role: 'customer',
        status: 'pending',
        firstName: 'Игорь',
        phone: '+375447654321',
        organization: APPLICANT_ORG.name,
        unp: APPLICANT_ORG.unp,
      },
    ])
    .returning({ id: users.id });
  if (!manager || !buyer || !applicant) throw new Error('Демо-пользователи не созданы');

  await tx.insert(users).values({
    email: DEMO_WHOLESALE_BUYER.email,
    passwordHash: wholesaleHash,
    role: 'customer',
    status: 'active',
    firstName: 'Наталья',
    lastName: 'Жук',
    patronymic: 'Игоревна',
    phone: '+375296543210',
    organization: DEMO_WHOLESALE_BUYER.organization,
    unp: DEMO_WHOLESALE_BUYER.unp,
    priceTypeId: largeWholesale,
    activatedAt: now,
  });

  await tx.insert(users).values({
    email: DEMO_ADMIN.email,
    passwordHash: adminHash,
    role: 'admin',
    status: 'active',
    firstName: 'Игорь',
    lastName: 'Мельник',
    patronymic: 'Павлович',
    phone: '+375293881230',
    organization: 'ООО «ТД Витрина»',
    activatedAt: now,
  });

  await tx.insert(users).values({
    email: DEMO_EXCHANGE.email,
    passwordHash: exchangeHash,
    role: 'exchange',
    status: 'active',
    firstName: '1С',
    lastName: 'Обмен',
    activatedAt: now,
  });

  await tx.insert(tradePoints).values([
    {
      userId: buyer.id,
      title: 'Магазин на Партизанском',
      address: 'г. Минск, пр-т Партизанский, 150',
      phone: '+375173451122',
    },
    {
      userId: buyer.id,
      title: 'Склад в Колодищах',
      address: 'Минский р-н, аг. Колодищи, ул. Промышленная, 7',
      phone: '+375295073344',
    },
    {
      userId: buyer.id,
      title: 'Магазин в Борисове',
      address: 'г. Борисов, ул. Чапаева, 38',
      phone: '+375177765566',
    },
  ]);

  await tx.insert(userAddresses).values([
    { userId: buyer.id, title: 'Офис', address: BUYER_ORG.address },
    { userId: buyer.id, title: 'Склад', address: 'Минский р-н, аг. Колодищи, ул. Промышленная, 7' },
  ]);

  await tx.insert(registrationApplications).values({
    userId: applicant.id,
    status: 'pending',
    payload: {
      first_name: 'Игорь',
      organization: APPLICANT_ORG.name,
      email: DEMO_APPLICANT_EMAIL,
      phone: '+375447654321',
      company_picked: true,
      unp: APPLICANT_ORG.unp,
      is_registration: true,
      policy_accepted: true,
    },
  });
}
