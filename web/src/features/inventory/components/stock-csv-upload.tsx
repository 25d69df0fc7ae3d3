import { Alert, Anchor, Badge, Box, Button, Code, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCopy, IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { CsvRowErrors } from '../../../components/data/csv-row-errors';
import type { UploadProgress } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { csvUploadFailure } from '../../../lib/csv-upload-errors';
import { saveFile } from '../../../lib/save-file';
import { CSV_HEADER, type CsvUploadResult } from '../api/stock-item-queries';
import { useInventoryMutations } from '../api/use-inventory-mutations';
import { csvTemplate, uploadPercent } from '../model/upload-state';

const SHOWN_ROW_ERRORS = 500;

function downloadTemplate(sku: string | undefined) {
  saveFile(new Blob([csvTemplate(sku, dayjs().format('YYYY-MM-DD'))], { type: 'text/csv' }), 'stock-template.csv');
}

type Failure = ReturnType<typeof csvUploadFailure>;

/**
 * Bulk stock from a CSV file: the file goes up with visible progress, the server checks every row and either
 * stores all items in one step or none; rejected rows are listed by number, field and reason.
 */
export function StockCsvUpload({ sampleSku, onDone }: { sampleSku?: string; onDone?: (result: CsvUploadResult) => void }) {
  const upload = useInventoryMutations().uploadCsv;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = (chosen: File) => {
    abort.current = new AbortController();
    setFailure(null);
    setProgress({ loaded: 0, total: chosen.size, phase: 'uploading' });
    upload.mutate(
      { file: chosen, onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: (result) => onDone?.(result),
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return setFailure({ summary: 'Upload cancelled. Nothing was stored.', rows: [] });
          if (error instanceof ApiError && error.status === 400) return setFailure(csvUploadFailure(error));
          if (error instanceof ApiError && error.status === 413) return setFailure({ summary: `${errorMessage(error)} Split the file into parts of at most 100,000 rows.`, rows: [] });
          setFailure({ summary: errorMessage(error), rows: [] });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = uploadPercent(progress);
  const result = upload.data;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        One row per item. The first line must be exactly <Code style={{ overflowWrap: 'anywhere' }}>{CSV_HEADER}</Code>; <Code>product</Code> is your product’s SKU or id, dates are{' '}
        <Code>YYYY-MM-DD</Code>. Up to 100,000 rows. If any row is wrong, nothing is stored.
      </Text>
      <Group gap="xs">
        <Button variant="subtle" size="xs" leftSection={<IconDownload size={14} />} onClick={() => downloadTemplate(sampleSku)}>
          Download a template
        </Button>
      </Group>
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} />}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFailure(null);
          upload.reset();
        }}
        clearable
        disabled={upload.isPending}
      />
      {upload.isPending && (
        <Stack gap={4} role="status" aria-live="polite" data-testid="upload-progress">
          <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} aria-label="Upload progress" />
          <Text size="sm" c="dimmed">
            {percent === null ? 'Processing: checking every row and creating the items…' : `Uploading… ${percent}%`}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {upload.isPending && (
          <Button variant="default" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        )}
        <Button leftSection={<IconUpload size={16} />} disabled={!file} loading={upload.isPending} onClick={() => file && send(file)}>
          Upload stock
        </Button>
      </Group>

      {result && (
        <Alert
          color={result.duplicate ? 'yellow' : 'teal'}
          icon={result.duplicate ? <IconCopy size={18} /> : <IconCircleCheck size={18} />}
          title={result.duplicate ? 'This file was already uploaded' : `${result.created} stock item${result.created === 1 ? '' : 's'} created`}
          data-testid="upload-result"
        >
          <Stack gap={4}>
            {result.duplicate ? <Text size="sm">Nothing was created twice. The items of the first upload are in your inventory.</Text> : null}
            <Text size="sm">
              Batch <Code>{result.batch_id}</Code>
            </Text>
            {result.first_display_id && (
              <Text size="sm">
                Ids <Code>{result.first_display_id}</Code> to <Code>{result.last_display_id}</Code>
              </Text>
            )}
          </Stack>
        </Alert>
      )}

      {failure && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The file was not stored" role="alert" data-testid="upload-errors">
          <Stack gap="sm">
            <Text size="sm">{failure.summary}</Text>
            {failure.rows.length > 0 && (
              <>
                <Group gap="xs">
                  <Badge color="red" variant="light">
                    {failure.rows.length} error{failure.rows.length === 1 ? '' : 's'}
                  </Badge>
                  {failure.rows.length > SHOWN_ROW_ERRORS && <Text size="xs">First {SHOWN_ROW_ERRORS} shown</Text>}
                </Group>
                {/* Long lists scroll down inside the alert, never sideways (cards on a phone). */}
                <Box mah={280} style={{ overflowY: 'auto' }} bg="white">
                  <CsvRowErrors label="Row errors" rows={failure.rows} limit={SHOWN_ROW_ERRORS} />
                </Box>
                <Text size="xs">
                  Row numbers count the header as row 1. Fix the rows and upload the whole file again.{' '}
                  <Anchor component="button" type="button" size="xs" onClick={() => setFailure(null)}>
                    Dismiss
                  </Anchor>
                </Text>
              </>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
