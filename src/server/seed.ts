// `npm run seed -- --user demo --guests 2000`: creates (or refreshes) a user whose board is full:
// guests spread over the six columns, each with a journal, and tasks, action items and calendar
// events around today. For demos and for the benchmark; it writes to the same database the app
// uses (DATABASE_URL, else the embedded one in DATA_DIR), so stop an embedded server first.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { GUEST_STATUSES, FOLLOW_UP_TYPES, PRIORITIES } from '#shared/enums.js';
import { followUpDateText } from '#shared/guest-rules.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import type { Db } from './db/client.js';
import {
  actionItems,
  calendarEvents,
  guests,
  journalEntries,
  session,
  tasks,
  users,
} from './db/schema/index.js';
import type {
  NewActionItem,
  NewCalendarEvent,
  NewJournalEntry,
  NewTask,
} from './db/schema/index.js';
import { hashPassword } from './services/auth.js';

const DAY_MS = 24 * 3_600_000;
const BATCH = 500;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Tim',
  'Barbara',
  'Ken',
  'Radia',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Berners-Lee',
  'Liskov',
  'Thompson',
  'Perlman',
];
const TOPICS = [
  'distributed systems',
  'climate policy',
  'indie publishing',
  'urban farming',
  'sleep science',
  'jazz history',
];

export interface SeedOptions {
  username: string;
  password: string;
  guestCount: number;
  now?: Date;
}

export interface SeedResult {
  userId: number;
  guests: number;
  tasks: number;
  actionItems: number;
  events: number;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** Creates the user, or empties an existing one's board, then fills it. One transaction. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, options.username.toLowerCase()));
    let userId: number;
    if (existing) {
      userId = existing.id;
      // Guests cascade to their tasks, items and events; journal rows would linger with a null guest.
      await tx.delete(journalEntries).where(eq(journalEntries.userId, userId));
      await tx.delete(guests).where(eq(guests.userId, userId));
      await tx.delete(tasks).where(eq(tasks.userId, userId));
      await tx.delete(actionItems).where(eq(actionItems.userId, userId));
      await tx.delete(calendarEvents).where(eq(calendarEvents.userId, userId));
      await tx.delete(session).where(eq(session.userId, userId));
      await tx
        .update(users)
        .set({ password: passwordHash, isDeleted: false, deletedAt: null })
        .where(eq(users.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          username: options.username,
          email: `${options.username}@example.com`,
          phoneNumber: '+15555550100',
          phoneVerified: true,
          password: passwordHash,
          podcast: 'The Demo Show',
          podcastUrl: 'https://open.spotify.com/show/demo',
        })
        .returning({ id: users.id });
      userId = (created as { id: number }).id;
    }

    const guestRows = Array.from({ length: options.guestCount }, (_, i) => {
      const first = FIRST[i % FIRST.length] as string;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
      const dated = i % 3 === 0;
      const followUp = new Date(now.getTime() + ((i % 21) - 7) * DAY_MS);
      followUp.setUTCHours(0, 0, 0, 0);
      return {
        userId,
        name: `${first} ${last} ${i + 1}`,
        details: `Talks about ${TOPICS[i % TOPICS.length]}.`,
        status: GUEST_STATUSES[i % GUEST_STATUSES.length],
        importantDate: dated ? followUpDateText(followUp) : null,
        importantDateFormatted: dated ? followUp : null,
        followUpType: dated ? FOLLOW_UP_TYPES[i % FOLLOW_UP_TYPES.length] : null,
        email: `guest${i + 1}@example.com`,
        title: i % 2 === 0 ? 'Author' : 'Researcher',
        organization: i % 4 === 0 ? 'Acme Labs' : null,
        dateAdded: new Date(now.getTime() - i * 60_000),
        createdBy: userId,
        lastModifiedBy: userId,
        lastModifiedAt: now,
      };
    });
    const guestIds: number[] = [];
    await insertInBatches(guestRows, async (batch) => {
      const inserted = await tx.insert(guests).values(batch).returning({ id: guests.id });
      guestIds.push(...inserted.map((row) => row.id));
    });

    const username = options.username;
    const journal: NewJournalEntry[] = guestIds.flatMap((guestId, i) => {
      const created = guestRows[i]?.dateAdded ?? now;
      const entries: NewJournalEntry[] = [
        {
          guestId,
          userId,
          username,
          action: 'created',
          description: 'Guest created',
          newValue: guestRows[i]?.name,
          createdAt: created,
        },
      ];
      if (i % 2 === 0) {
        entries.push({
          guestId,
          userId,
          username,
          action: 'manual_note',
          description: 'Reached out by email; waiting for a reply.',
          createdAt: new Date(created.getTime() + 1000),
        });
      }
      return entries;
    });
    await insertInBatches(journal, (batch) => tx.insert(journalEntries).values(batch));

    // A handful of work per ten guests, dated from a week ago to two weeks ahead.
    const workGuests = guestIds.filter((_, i) => i % 10 === 0);
    const due = (i: number) => new Date(now.getTime() + ((i % 22) - 7) * DAY_MS);
    const taskRows: NewTask[] = workGuests.map((guestId, i) => ({
      userId,
      guestId,
      title: `Send prep notes (${i + 1})`,
      status: i % 5 === 0 ? 'completed' : i % 3 === 0 ? 'in_progress' : 'pending',
      dueDate: i % 7 === 0 ? null : due(i),
      completedAt: i % 5 === 0 ? now : null,
    }));
    const itemRows: NewActionItem[] = workGuests.map((guestId, i) => ({
      userId,
      guestId: i % 2 === 0 ? guestId : null,
      title: `Book the studio (${i + 1})`,
      priority: PRIORITIES[i % PRIORITIES.length],
      isCompleted: i % 6 === 0,
      dueDate: i % 4 === 0 ? null : due(i + 3),
    }));
    const eventRows: NewCalendarEvent[] = workGuests.map((guestId, i) => {
      const start = new Date(due(i + 5).getTime() + 14 * 3_600_000);
      return {
        userId,
        guestId,
        title: `Podcast with ${guestRows[i * 10]?.name ?? 'a guest'}`,
        startTime: start,
        endTime: new Date(start.getTime() + 60 * 60_000),
        eventType: i % 2 === 0 ? 'recording' : 'intro_call',
        isVirtual: i % 2 === 0,
        meetingLink: i % 2 === 0 ? 'https://meet.example.com/demo' : null,
      };
    });
    await insertInBatches(taskRows, (batch) => tx.insert(tasks).values(batch));
    await insertInBatches(itemRows, (batch) => tx.insert(actionItems).values(batch));
    await insertInBatches(eventRows, (batch) => tx.insert(calendarEvents).values(batch));

    return {
      userId,
      guests: guestIds.length,
      tasks: taskRows.length,
      actionItems: itemRows.length,
      events: eventRows.length,
    };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      user: { type: 'string', default: 'demo' },
      password: { type: 'string', default: 'Demo-pass1!' },
      guests: { type: 'string', default: '200' },
    },
  });
  const guestCount = Number(values.guests);
  if (!Number.isInteger(guestCount) || guestCount < 0 || guestCount > 100_000) {
    console.error('--guests must be a whole number from 0 to 100000');
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await seed(database.db, {
      username: values.user,
      password: values.password,
      guestCount,
    });
    console.log(
      `Seeded "${values.user}" (password "${values.password}"): ${result.guests} guests, ` +
        `${result.tasks} tasks, ${result.actionItems} action items, ${result.events} events ` +
        `in ${database.location}.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error('Seeding failed:', error);
    process.exit(1);
  });
}
