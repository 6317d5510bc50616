// carousel's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A carousel of social posts, team members, short messages or testimonials (data-kind).',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error', 'katkin:navigate'],
  fields: {
    slides: 'the slides, in order',
    'slides[].image': "the slide's picture",
    'slides[].image.src': 'an http(s) URL or a site path',
    'slides[].image.alt': "its text alternative; \"\" when decorative",
    'slides[].caption': 'words under the post',
    'slides[].link': 'where the post goes: a site path or an http(s) URL',
    'slides[].name': "the person's name",
    'slides[].role': 'their role',
    'slides[].text': 'the message',
    'slides[].quote': 'what the customer said',
    'slides[].author': 'who said it',
  },
});
