import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { feedingGuidelinesOptions } from './feeding-guidelines-options.ts';
import { FeedingGuidelines } from './feeding-guidelines.tsx';
import choiceFieldsSheet from '../../shared/ui/choice-fields.css';
import textFieldSheet from '../../shared/ui/text-field.css';
import styles from './feeding-guidelines.css';

export const { mount } = defineWidget({ options: feedingGuidelinesOptions, styles: [choiceFieldsSheet, textFieldSheet, styles], Component: FeedingGuidelines });
