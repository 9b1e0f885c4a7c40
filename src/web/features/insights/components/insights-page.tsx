// The Insights page (docs/product.md#insights): how the booking pipeline moves, for a period the
// host picks (last 30, 90 or 365 days, or from-to) and, in a team, for everyone or one member.
// Five cards, each from its own call; every chart can be read as a table and downloaded as CSV.
// Mantine Charts (and Recharts) load with this page only.
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import {
  Container,
  Group,
  List,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  INSIGHT_MESSAGES,
  INSIGHT_PERIOD_DAYS,
  insightsQuerySchema,
} from '#shared/schemas/insights.js';
import type { InsightPeriodDays } from '#shared/schemas/insights.js';
import { CALENDAR_LABELS } from '#web/components/calendar-labels.js';
import { PageHeader } from '#web/components/page-header.js';
import { useTeam } from '#web/lib/team.js';
import { useInsight, type InsightParams } from '../api/get-insights';
import {
  episodesTable,
  flowTable,
  followThroughTable,
  pipelineTable,
  stallsTable,
} from '../insight-tables';
import { typedDay } from '../typed-day';
import { InsightChartCard } from './insight-chart-card';
import classes from './insights.module.css';

type PeriodChoice = InsightPeriodDays | 'custom';

const PERIOD_OPTIONS = [
  ...INSIGHT_PERIOD_DAYS.map((days) => ({ value: days, label: `${days} days` })),
  { value: 'custom' as const, label: 'From–to' },
];

/**
 * What the server would say of a from-to period (too long, backwards), on the field at fault, or
 * null: a period it would refuse is not asked for.
 */
function periodIssue(from: string, to: string): { path: string; message: string } | null {
  const result = insightsQuerySchema.safeParse({ from, to });
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? { path: String(issue.path[0]), message: issue.message } : null;
}

/** A local calendar day as YYYY-MM-DD, `daysAgo` days before today. */
function localDay(daysAgo = 0): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function InsightsPage() {
  useEffect(() => {
    document.title = 'Insights · Podcast Guest Tracker';
  }, []);

  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [from, setFrom] = useState<string | null>(() => localDay(90));
  const [to, setTo] = useState<string | null>(() => localDay());
  const [member, setMember] = useState('all');
  // What was typed into From or To and could not be taken: no such day, or a day on the wrong side
  // of the other field (the calendar offers only days in order). Said on the field until a day is
  // taken there; the cards keep their figures meanwhile.
  const [typed, setTyped] = useState<{ path: 'from' | 'to'; message: string } | null>(null);
  const checkTyped = (path: 'from' | 'to', label: string, text: string, taken: string | null) => {
    const day = typedDay(text);
    if (day === null) {
      setTyped({ path, message: INSIGHT_MESSAGES.typedDay(label) });
    } else if (day !== taken) {
      setTyped({ path, message: INSIGHT_MESSAGES.order });
    } else if (typed?.path === path) {
      setTyped(null);
    }
  };
  const takeDay =
    (path: 'from' | 'to', set: (day: string | null) => void) => (day: string | null) => {
      set(day);
      if (typed?.path === path) setTyped(null);
    };

  const team = useTeam();
  const members = team.data?.members ?? [];

  const params: InsightParams =
    choice === 'custom' ? { from: from ?? undefined, to: to ?? undefined } : { days: choice };
  if (member !== 'all') params.member = Number(member);
  const issue = choice !== 'custom' ? null : (typed ?? (from && to ? periodIssue(from, to) : null));
  // A from-to period is asked for once both days are chosen, and only as the server takes it.
  const ready = (choice !== 'custom' || Boolean(from && to)) && !issue;
  // The member the shown figures were asked for: a member chosen while the period cannot be asked
  // for is not asked for either, so the cards say whose figures they still show.
  const [askedMember, setAskedMember] = useState(member);
  if (ready && askedMember !== member) setAskedMember(member);
  const stale = issue
    ? {
        member:
          askedMember === member
            ? null
            : askedMember === 'all'
              ? 'all members'
              : (members.find((person) => String(person.id) === askedMember)?.username ?? null),
      }
    : null;
  // The pipeline is the board as it is now, whatever the period.
  const pipelineParams: InsightParams = member === 'all' ? {} : { member: Number(member) };

  const pipeline = useInsight('pipeline', pipelineParams, true);
  const flow = useInsight('flow', params, ready);
  const stalls = useInsight('stalls', params, ready);
  const episodes = useInsight('episodes', params, ready);
  const followThrough = useInsight('follow-through', params, ready);

  return (
    <Container
      component="main"
      size="xl"
      py="xl"
      px={{ base: 'sm', sm: 'md' }}
      className={classes.page}
    >
      <PageHeader title={<Title order={1}>Insights</Title>} backLabel="Back to Guests" />

      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="insights-period-label">
              Period
            </Text>
            <SegmentedControl
              aria-labelledby="insights-period-label"
              data={PERIOD_OPTIONS}
              value={choice}
              onChange={(value) => {
                setChoice(value as PeriodChoice);
                // The fields come back showing the days taken: what was typed is gone with them.
                setTyped(null);
              }}
            />
          </Stack>
          {choice === 'custom' && (
            <>
              <DateInput
                label="From"
                value={from}
                onChange={takeDay('from', setFrom)}
                onBlur={(event) => checkTyped('from', 'From', event.currentTarget.value, from)}
                dateParser={typedDay}
                fixOnBlur={false}
                valueFormat="MMM D, YYYY"
                ariaLabels={CALENDAR_LABELS}
                maxDate={to ?? undefined}
                error={issue?.path === 'from' ? issue.message : undefined}
                w={150}
              />
              <DateInput
                label="To"
                value={to}
                onChange={takeDay('to', setTo)}
                onBlur={(event) => checkTyped('to', 'To', event.currentTarget.value, to)}
                dateParser={typedDay}
                fixOnBlur={false}
                valueFormat="MMM D, YYYY"
                ariaLabels={CALENDAR_LABELS}
                minDate={from ?? undefined}
                error={issue?.path === 'to' ? issue.message : undefined}
                w={150}
              />
            </>
          )}
          {members.length > 1 && (
            <Select
              label="Member"
              data={[
                { value: 'all', label: 'All members' },
                ...members.map((person) => ({ value: String(person.id), label: person.username })),
              ]}
              value={member}
              onChange={(value) => setMember(value ?? 'all')}
              allowDeselect={false}
              leftSection={<IconUsers size={16} aria-hidden />}
              w={200}
            />
          )}
        </Group>

        <div className={classes.grid}>
          <InsightChartCard
            heading="Pipeline now"
            table={pipeline.data && pipelineTable(pipeline.data)}
            error={pipeline.error}
            onRetry={() => void pipeline.refetch()}
          />

          <InsightChartCard
            heading="Flow"
            table={flow.data && flowTable(flow.data)}
            period={flow.data?.period}
            stale={stale}
            error={flow.error}
            onRetry={() => void flow.refetch()}
          />

          <InsightChartCard
            heading="Where guests stall"
            table={stalls.data && stallsTable(stalls.data)}
            period={stalls.data?.period}
            stale={stale}
            error={stalls.error}
            onRetry={() => void stalls.refetch()}
          />

          <InsightChartCard
            heading="Episodes"
            table={episodes.data && episodesTable(episodes.data)}
            period={episodes.data?.period}
            stale={stale}
            error={episodes.error}
            onRetry={() => void episodes.refetch()}
          >
            {episodes.data && episodes.data.upcoming.length > 0 && (
              <List size="sm" spacing={2} aria-label="Upcoming recordings">
                {episodes.data.upcoming.map((event) => (
                  <List.Item key={event.id}>
                    {new Date(event.startTime).toLocaleDateString(undefined, {
                      month: 'short',
                      day: 'numeric',
                      year: 'numeric',
                    })}
                    : {event.title}
                    {event.guestName ? ` (${event.guestName})` : ''}
                  </List.Item>
                ))}
              </List>
            )}
          </InsightChartCard>

          <InsightChartCard
            heading="Follow-through"
            table={followThrough.data && followThroughTable(followThrough.data)}
            period={followThrough.data?.period}
            stale={stale}
            error={followThrough.error}
            onRetry={() => void followThrough.refetch()}
          />
        </div>
      </Stack>
    </Container>
  );
}
