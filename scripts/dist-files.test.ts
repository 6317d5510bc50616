import { describe, expect, it } from 'vitest';
import { chunkFiles, exposeChunkIds, providedChunkIds } from './dist-files.ts';

// Shaped like a minified ES-module remoteEntry of @module-federation/enhanced 2.9.2 (rspack, deterministic chunk ids).
const ENTRY =
  'o.u=e=>318===e?"widget_litter-trial.4319216eee.js":765===e?"765.0a1b2c3d4e.js":307===e?"307.4319216eee.js":""+e+".javascript",o.h=()=>"66eb1ee7de89d1ae",' +
  'o.initializeSharingData={scopeToSharingDataMapping:{default:[{name:"preact/hooks",version:"11.2.0",factory:()=>Promise.all([o.e(421),o.e(905)]).then(()=>()=>o(904)),eager:0,treeShakingMode:null,singleton:1,requiredVersion:"*"},' +
  '{name:"preact",version:"11.2.0",factory:()=>o.e(765).then(()=>()=>o(148)),eager:0,treeShakingMode:null,singleton:1,requiredVersion:"*"},' +
  '{name:"react",version:"11.2.0",factory:()=>Promise.all([o.e(421),o.e(965)]).then(()=>()=>o(87)),eager:0,treeShakingMode:null,singleton:1,requiredVersion:"*"}]},uniqueName:"katkin_preact_site_module"},' +
  'o.consumesLoadingData={moduleIdToConsumeDataMapping:{273:{shareScope:"default",shareKey:"preact/hooks",import:"preact/hooks",requiredVersion:"*",strictVersion:!1,singleton:!0,eager:!1,fallback:()=>o.e(286).then(()=>()=>o(904)),treeShakingMode:null}},initialConsumes:[]},' +
  'o.initializeExposesData={moduleMap:{"./litter-trial":()=>Promise.all([o.e(421),o.e(307),o.e(318)]).then(()=>()=>o(685)),"./accordion":()=>Promise.all([o.e(421),o.e(405)]).then(()=>()=>o(64)),"./tooltip":()=>o.e(77).then(()=>()=>o(12))},shareScope:"default"};';

// The same of a remote built as one file (scripts/one-file-remote.ts): the expose and the framework are in the entry.
const ONE_FILE_ENTRY =
  'a.u=e=>""+e+".javascript",a.h=()=>"ef3fa3fed8",' +
  'a.initializeSharingData={scopeToSharingDataMapping:{default:[{name:"react",version:"11.2.0",factory:()=>()=>a(3776),eager:0,treeShakingMode:null,singleton:1,requiredVersion:"*"}]},uniqueName:"katkin_preact_partner_module"},' +
  'a.consumesLoadingData={chunkMapping:{23:["6004"]},moduleIdToConsumeDataMapping:{6004:{shareScope:"default",shareKey:"react",import:"./shared/framework/preact-shims/react.ts",requiredVersion:"*",strictVersion:!1,singleton:!0,eager:!1,fallback:()=>()=>a(3776),treeShakingMode:null}},initialConsumes:["6004"]},' +
  'a.initializeExposesData={moduleMap:{"./batch-lookup":()=>Promise.resolve().then(()=>()=>a(2742))},shareScope:"default"};';

describe('exposeChunkIds', () => {
  it("lists the chunks an expose loads, its own and the shared ones, in the entry's order", () => {
    expect(exposeChunkIds(ENTRY, './litter-trial')).toEqual(['421', '307', '318']);
    expect(exposeChunkIds(ENTRY, './accordion')).toEqual(['421', '405']);
    expect(exposeChunkIds(ENTRY, './tooltip')).toEqual(['77']);
  });

  it('lists none for an expose in the entry itself (a remote built as one file)', () => {
    expect(exposeChunkIds(ONE_FILE_ENTRY, './batch-lookup')).toEqual([]);
    expect(() => exposeChunkIds(ONE_FILE_ENTRY, './tooltip')).toThrow('the remoteEntry has no expose ./tooltip');
  });

  it('says so when the expose is not there (a build layout change the budgets must notice)', () => {
    expect(() => exposeChunkIds(ENTRY, './carousel')).toThrow('the remoteEntry has no expose ./carousel');
  });
});

describe('providedChunkIds', () => {
  it('lists the chunks of the modules the remote provides to the share scope, each once, and not the fallbacks of its consumes', () => {
    expect(providedChunkIds(ENTRY)).toEqual(['421', '905', '765', '965']);
  });

  it('lists none when the provided modules are in the entry itself', () => {
    expect(providedChunkIds(ONE_FILE_ENTRY)).toEqual([]);
  });

  it('says so when the entry has no sharing data', () => {
    expect(() => providedChunkIds('o.initializeExposesData={moduleMap:{}}')).toThrow('the remoteEntry has no sharing data');
  });
});

describe('chunkFiles', () => {
  it("maps each chunk id to its file, as the entry's chunk-file map names it", () => {
    expect(chunkFiles(ENTRY)).toEqual(
      new Map([
        ['318', 'widget_litter-trial.4319216eee.js'],
        ['765', '765.0a1b2c3d4e.js'],
        ['307', '307.4319216eee.js'],
      ]),
    );
  });

  it('maps nothing for an entry that has no other file', () => {
    expect(chunkFiles(ONE_FILE_ENTRY)).toEqual(new Map());
  });

  it('says so when the entry has no chunk-file map', () => {
    expect(() => chunkFiles('o.initializeExposesData={moduleMap:{}}')).toThrow('the remoteEntry has no chunk-file map');
  });
});
