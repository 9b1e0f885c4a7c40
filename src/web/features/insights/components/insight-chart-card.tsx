// One card of the Insights page (docs/product.md#insights): a heading, the card's figures and a bar
// chart, "Show as table" (the same figures and rows as tables, see insight-tables.ts) and
// "Download CSV" (the same tables again).
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { LoadErrorAlert, SectionLoader } from '#web/components/load-states.js';
import { serverMessage } from '#web/lib/api.js';
import {
  chartData,
  csvFileName,
  FIGURE_HEADERS,
  insightCsv,
  periodText,
  type Cell,
  type InsightTable,
} from '../insight-tables';
import classes from './insights.module.css';

const SERIES_COLORS = ['var(--insights-series-1)', 'var(--insights-series-2)'];

const cellText = (cell: Cell) => cell ?? '–';

/** The card's figures above its chart, each a label over its value. */
function Figures({ figures }: { figures: InsightTable['figures'] }) {
  if (figures.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: Math.min(2, figures.length), sm: Math.min(4, figures.length) }}
      component="dl"
      className={classes.figures}
    >
      {figures.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} size="lg">
            {cellText(value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The card's figures as a table of their own, above the chart's table. */
function FiguresTable({ table }: { table: InsightTable }) {
  if (table.figures.length === 0) return null;
  return (
    <Table className={classes.table} striped withTableBorder captionSide="top">
      <Table.Caption>{`${table.title}: figures`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="left">{FIGURE_HEADERS[0]}</Table.Th>
          <Table.Th ta="right">{FIGURE_HEADERS[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.figures.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{cellText(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface InsightChartCardProps {
  heading: string;
  /** The card's data, once loaded. */
  table: InsightTable | undefined;
  period?: { from: string; to: string } | undefined;
  /**
   * The period chosen above cannot be asked for (too long, say): the card keeps the figures it
   * has and says which period they are for, and whose when another member was chosen since.
   */
  stale?: { member: string | null } | null;
  /** What the card shows beside its figures in both views (the upcoming recordings' list). */
  children?: ReactNode;
  error: unknown;
  onRetry: () => void;
}

export function InsightChartCard({
  heading,
  table,
  period,
  stale = null,
  children,
  error,
  onRetry,
}: InsightChartCardProps) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);

  const download = () => {
    if (!table) return;
    const csv = insightCsv(table);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(table, period, new Date());
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {heading}
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              aria-pressed={asTable}
              disabled={!table}
              leftSection={
                asTable ? (
                  <IconChartBar size={14} aria-hidden />
                ) : (
                  <IconTable size={14} aria-hidden />
                )
              }
              onClick={() => setAsTable((shown) => !shown)}
            >
              {asTable ? 'Show as chart' : 'Show as table'}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!table}
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={download}
            >
              Download CSV
            </Button>
          </Group>
        </Group>

        {error ? (
          <LoadErrorAlert
            title={`${heading} could not be loaded`}
            message={serverMessage(error) ?? (error instanceof Error ? error.message : '')}
            onRetry={onRetry}
          />
        ) : !table ? (
          <SectionLoader label={`Loading ${heading.toLowerCase()}`} />
        ) : (
          <>
            {stale && period && (
              <Text size="sm" fw={500} data-testid="insight-stale-period">
                Still showing {periodText(period)}
                {stale.member && ` for ${stale.member}`}
              </Text>
            )}
            {!asTable && <Figures figures={table.figures} />}
            {children}
            {asTable ? (
              // Fits a 390 px phone; a narrower screen or larger text scrolls it sideways, so it is
              // focusable: the keyboard can scroll it too.
              <div
                className={classes.tableScroll}
                tabIndex={0}
                role="group"
                aria-label={`${table.title} (table)`}
              >
                <FiguresTable table={table} />
                <Table className={classes.table} striped withTableBorder captionSide="top">
                  <Table.Caption>{table.title}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      {table.headers.map((header, index) => (
                        <Table.Th key={header} ta={index === 0 ? 'left' : 'right'}>
                          {header}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map(([label, ...cells]) => (
                      <Table.Tr key={label}>
                        <Table.Th scope="row" fw={500}>
                          {label}
                        </Table.Th>
                        {cells.map((cell, index) => (
                          <Table.Td key={table.headers[index + 1]} ta="right">
                            {cellText(cell)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            ) : (
              <figure aria-label={table.title} style={{ margin: 0 }}>
                <Text component="figcaption" size="sm" c="dimmed" mb="xs">
                  {table.title}
                </Text>
                <BarChart
                  h={table.rowsAre === 'columns' ? 260 : 240}
                  data={chartData(table)}
                  dataKey={table.headers[0]}
                  series={table.headers.slice(1, 1 + table.charted).map((name, index) => ({
                    name,
                    color: SERIES_COLORS[index] ?? SERIES_COLORS[0]!,
                  }))}
                  withLegend={table.charted > 1}
                  // Column names read across, one per bar; weeks and months run along the bottom.
                  orientation={table.rowsAre === 'columns' ? 'vertical' : 'horizontal'}
                  gridAxis={table.rowsAre === 'columns' ? 'x' : 'y'}
                  tickLine="none"
                  {...(table.rowsAre === 'columns'
                    ? {
                        yAxisProps: { width: 120, interval: 0 },
                        xAxisProps: { allowDecimals: !table.counts },
                      }
                    : { yAxisProps: { allowDecimals: !table.counts } })}
                />
              </figure>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
