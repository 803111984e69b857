import * as migration_20261122_200356_initial from './20261122_200356_initial';
import * as migration_20261122_210538_media_storage from './20261122_210538_media_storage';
import * as migration_20261122_212236_cache_revalidations from './20261122_212236_cache_revalidations';
import * as migration_20261123_075451_markets from './20261123_075451_markets';
import * as migration_20261123_112210_story_settings from './20261123_112210_story_settings';
import * as migration_20261123_190555_story_pages from './20261123_190555_story_pages';
import * as migration_20261123_191520_tea_knowledge from './20261123_191520_tea_knowledge';
import * as migration_20261123_192627_where_to_buy from './20261123_192627_where_to_buy';
import * as migration_20261123_193028_online_shops from './20261123_193028_online_shops';
import * as migration_20261123_193452_tea_quiz from './20261123_193452_tea_quiz';
import * as migration_20261123_195318_catalogue_gifts from './20261123_195318_catalogue_gifts';
import * as migration_20261123_200500_catalogue_core from './20261123_200500_catalogue_core';
import * as migration_20261123_202125_catalogue_pages from './20261123_202125_catalogue_pages';
import * as migration_20261123_215927_search_full_text from './20261123_215927_search_full_text';
import * as migration_20261123_222544_media_news_editorial from './20261123_222544_media_news_editorial';
import * as migration_20261123_223201_media_items from './20261123_223201_media_items';
import * as migration_20261123_225506_media_search from './20261123_225506_media_search';
import * as migration_20261123_225940_tea_blog from './20261123_225940_tea_blog';
import * as migration_20261124_011832_trade_blocks_competitions from './20261124_011832_trade_blocks_competitions';
import * as migration_20261124_012937_tea_inspired_collections from './20261124_012937_tea_inspired_collections';
import * as migration_20261124_013633_tea_inspired_letters_books from './20261124_013633_tea_inspired_letters_books';
import * as migration_20261124_091605_roles from './20261124_091605_roles';
import * as migration_20261124_114124_editors_publishing from './20261124_114124_editors_publishing';
import * as migration_20261126_064518_cache_revalidation_seq from './20261126_064518_cache_revalidation_seq';
import * as migration_20261126_075253_media_country from './20261126_075253_media_country';
import * as migration_20261126_141626_content_key_indexes from './20261126_141626_content_key_indexes';
import * as migration_20261126_185611_video_captions_company_facts from './20261126_185611_video_captions_company_facts';
import * as migration_20261126_214556_search_thumbnail from './20261126_214556_search_thumbnail';
import * as migration_20261127_154953_media_without_stored_sizes from './20261127_154953_media_without_stored_sizes';
import * as migration_20261129_022731_offer_portraits_redirects from './20261129_022731_offer_portraits_redirects';
import * as migration_20261129_073930_translations_needs_update from './20261129_073930_translations_needs_update';
import * as migration_20261129_110209_home_title from './20261129_110209_home_title';

export const migrations = [
  {
    up: migration_20261122_200356_initial.up,
    down: migration_20261122_200356_initial.down,
    name: '20261122_200356_initial',
  },
  {
    up: migration_20261122_210538_media_storage.up,
    down: migration_20261122_210538_media_storage.down,
    name: '20261122_210538_media_storage',
  },
  {
    up: migration_20261122_212236_cache_revalidations.up,
    down: migration_20261122_212236_cache_revalidations.down,
    name: '20261122_212236_cache_revalidations',
  },
  {
    up: migration_20261123_075451_markets.up,
    down: migration_20261123_075451_markets.down,
    name: '20261123_075451_markets',
  },
  {
    up: migration_20261123_112210_story_settings.up,
    down: migration_20261123_112210_story_settings.down,
    name: '20261123_112210_story_settings',
  },
  {
    up: migration_20261123_190555_story_pages.up,
    down: migration_20261123_190555_story_pages.down,
    name: '20261123_190555_story_pages',
  },
  {
    up: migration_20261123_191520_tea_knowledge.up,
    down: migration_20261123_191520_tea_knowledge.down,
    name: '20261123_191520_tea_knowledge',
  },
  {
    up: migration_20261123_192627_where_to_buy.up,
    down: migration_20261123_192627_where_to_buy.down,
    name: '20261123_192627_where_to_buy',
  },
  {
    up: migration_20261123_193028_online_shops.up,
    down: migration_20261123_193028_online_shops.down,
    name: '20261123_193028_online_shops',
  },
  {
    up: migration_20261123_193452_tea_quiz.up,
    down: migration_20261123_193452_tea_quiz.down,
    name: '20261123_193452_tea_quiz',
  },
  {
    up: migration_20261123_195318_catalogue_gifts.up,
    down: migration_20261123_195318_catalogue_gifts.down,
    name: '20261123_195318_catalogue_gifts',
  },
  {
    up: migration_20261123_200500_catalogue_core.up,
    down: migration_20261123_200500_catalogue_core.down,
    name: '20261123_200500_catalogue_core',
  },
  {
    up: migration_20261123_202125_catalogue_pages.up,
    down: migration_20261123_202125_catalogue_pages.down,
    name: '20261123_202125_catalogue_pages',
  },
  {
    up: migration_20261123_215927_search_full_text.up,
    down: migration_20261123_215927_search_full_text.down,
    name: '20261123_215927_search_full_text',
  },
  {
    up: migration_20261123_222544_media_news_editorial.up,
    down: migration_20261123_222544_media_news_editorial.down,
    name: '20261123_222544_media_news_editorial',
  },
  {
    up: migration_20261123_223201_media_items.up,
    down: migration_20261123_223201_media_items.down,
    name: '20261123_223201_media_items',
  },
  {
    up: migration_20261123_225506_media_search.up,
    down: migration_20261123_225506_media_search.down,
    name: '20261123_225506_media_search',
  },
  {
    up: migration_20261123_225940_tea_blog.up,
    down: migration_20261123_225940_tea_blog.down,
    name: '20261123_225940_tea_blog',
  },
  {
    up: migration_20261124_011832_trade_blocks_competitions.up,
    down: migration_20261124_011832_trade_blocks_competitions.down,
    name: '20261124_011832_trade_blocks_competitions',
  },
  {
    up: migration_20261124_012937_tea_inspired_collections.up,
    down: migration_20261124_012937_tea_inspired_collections.down,
    name: '20261124_012937_tea_inspired_collections',
  },
  {
    up: migration_20261124_013633_tea_inspired_letters_books.up,
    down: migration_20261124_013633_tea_inspired_letters_books.down,
    name: '20261124_013633_tea_inspired_letters_books',
  },
  {
    up: migration_20261124_091605_roles.up,
    down: migration_20261124_091605_roles.down,
    name: '20261124_091605_roles',
  },
  {
    up: migration_20261124_114124_editors_publishing.up,
    down: migration_20261124_114124_editors_publishing.down,
    name: '20261124_114124_editors_publishing',
  },
  {
    up: migration_20261126_064518_cache_revalidation_seq.up,
    down: migration_20261126_064518_cache_revalidation_seq.down,
    name: '20261126_064518_cache_revalidation_seq',
  },
  {
    up: migration_20261126_075253_media_country.up,
    down: migration_20261126_075253_media_country.down,
    name: '20261126_075253_media_country',
  },
  {
    up: migration_20261126_141626_content_key_indexes.up,
    down: migration_20261126_141626_content_key_indexes.down,
    name: '20261126_141626_content_key_indexes',
  },
  {
    up: migration_20261126_185611_video_captions_company_facts.up,
    down: migration_20261126_185611_video_captions_company_facts.down,
    name: '20261126_185611_video_captions_company_facts',
  },
  {
    up: migration_20261126_214556_search_thumbnail.up,
    down: migration_20261126_214556_search_thumbnail.down,
    name: '20261126_214556_search_thumbnail',
  },
  {
    up: migration_20261127_154953_media_without_stored_sizes.up,
    down: migration_20261127_154953_media_without_stored_sizes.down,
    name: '20261127_154953_media_without_stored_sizes',
  },
  {
    up: migration_20261129_022731_offer_portraits_redirects.up,
    down: migration_20261129_022731_offer_portraits_redirects.down,
    name: '20261129_022731_offer_portraits_redirects',
  },
  {
    up: migration_20261129_073930_translations_needs_update.up,
    down: migration_20261129_073930_translations_needs_update.down,
    name: '20261129_073930_translations_needs_update',
  },
  {
    up: migration_20261129_110209_home_title.up,
    down: migration_20261129_110209_home_title.down,
    name: '20261129_110209_home_title'
  },
];
