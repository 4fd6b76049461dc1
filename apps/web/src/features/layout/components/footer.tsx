import { Box, Text } from '@mantine/core';
import { texts } from '@/i18n';

interface FooterProps {
  merchantName: string;
}

/** '© {year} {MERCHANT NAME}' (spec part 1 §2). */
export function Footer({ merchantName }: FooterProps) {
  return (
    <Box component="footer" className="no-print" py="lg" mt="xl" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" c="dimmed" data-testid="footer">
        {texts.footer.copyright(new Date().getFullYear(), merchantName)}
      </Text>
    </Box>
  );
}
