import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { ArrowUpIcon } from '@/components/icons';
import { texts } from '@/i18n';

/** Appears after this much scrolling (spec part 1 §9). */
export const SCROLL_TOP_THRESHOLD_PX = 150;

/** Bottom right, over the content; the end of the page scrolls clear of it (nav.module.css, .content). */
export function ScrollTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix className="no-print" position={{ bottom: 16, right: 12 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={texts.scrollTop}
            title={texts.scrollTop}
            data-testid="scroll-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
