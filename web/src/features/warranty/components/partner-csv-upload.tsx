import { Alert, Box, Button, Card, Code, FileInput, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CsvRowErrors } from '../../../components/data/csv-row-errors';
import { csvUploadFailure } from '../../../lib/csv-upload-errors';
import { saveFile } from '../../../lib/save-file';
import { PARTNER_CSV_HEADER, type PartnerUploadResult } from '../api/warranty-queries';
import { useWarrantyMutations } from '../api/use-warranty-mutations';

const SHOWN_ROW_ERRORS = 200;

function downloadTemplate() {
  const template = `${PARTNER_CSV_HEADER}\r\nTimeCare Service,service@timecare.example,+91 124 400 0000,"MG Road, Gurugram",Delhi NCR\r\n`;
  saveFile(new Blob([template], { type: 'text/csv' }), 'warranty-partners-template.csv');
}

function outcome(result: PartnerUploadResult): string {
  if (result.duplicate) return `Nothing new in this file: its ${result.unchanged} partner(s) are already recorded as they are.`;
  const parts = [`${result.created} added`, `${result.updated} updated`];
  if (result.unchanged) parts.push(`${result.unchanged} unchanged`);
  return `Partners saved: ${parts.join(', ')}.`;
}

/** Many partners at once: the file is checked row by row on the server and stored whole, or not at all. */
export function PartnerCsvUpload({ products, initialProduct }: { products: { value: string; label: string }[]; initialProduct?: string }) {
  const { upload } = useWarrantyMutations();
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<string[]>(initialProduct ? [initialProduct] : []);
  const [failure, setFailure] = useState<ReturnType<typeof csvUploadFailure> | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = () => {
    if (!file) return;
    setFailure(null);
    setDone(null);
    upload.mutate(
      { file, products: chosen },
      {
        onSuccess: (result) => {
          setDone(outcome(result));
          setFile(null);
        },
        onError: (error) => setFailure(csvUploadFailure(error)),
      },
    );
  };

  return (
    <Card aria-label="Upload warranty partners" component="section">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={20}>
            Upload a CSV
          </Title>
          <Button variant="subtle" size="xs" leftSection={<IconDownload size={14} />} onClick={downloadTemplate}>
            Template
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          The first line must be exactly <Code>{PARTNER_CSV_HEADER}</Code>. Any bad row refuses the whole file; a partner you already
          have (same e-mail) is updated.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={(f) => {
            setFile(f);
            setFailure(null);
            setDone(null);
          }}
          leftSection={<IconFileTypeCsv size={16} />}
          clearable
        />
        <MultiSelect
          label="Products the file's partners service"
          description="Optional"
          data={products}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          nothingFoundMessage="No such product"
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Nothing was stored" role="alert">
            <Stack gap="xs">
              <Text size="sm">{failure.summary}</Text>
              {failure.rows.length > 0 && (
                <Box mah={240} style={{ overflowY: 'auto' }}>
                  <CsvRowErrors label="Rows with errors" rows={failure.rows} limit={SHOWN_ROW_ERRORS} fieldLabel="Field" />
                </Box>
              )}
            </Stack>
          </Alert>
        )}
        {done && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {done}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconUpload size={16} />} onClick={send} disabled={!file} loading={upload.isPending}>
            Upload partners
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
