import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { scrollingBannerOptions } from './scrolling-banner-options.ts';
import { ScrollingBanner } from './scrolling-banner.tsx';
import styles from './scrolling-banner.css';

export const { mount } = defineWidget({ options: scrollingBannerOptions, styles: [styles], Component: ScrollingBanner });
