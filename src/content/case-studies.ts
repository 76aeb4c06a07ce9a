import type { CaseStudy } from './types';

/** Said beside the examples wherever they are listed, and in their page's description. */
export const NOT_OUR_CLIENTS = "These are public examples of good marketing, not Clear North's clients.";

/**
 * Well-known companies used as examples of minimalist, focused marketing.
 * These are public marketing strategies described from published sources,
 * not Clear North client work.
 */
export const caseStudies: CaseStudy[] = [
  {
    id: '1',
    businessType: ['B2C'],
    industry: ['Technology'],
    product: ['Hardware', 'Software'],
    title: 'Apple: one product, one idea, plenty of white space',
    description:
      'When Steve Jobs returned in 1997, Apple was losing money and selling a confusing range of similar computers. The company cut the line-up back to a handful of products and rebuilt its advertising around one idea at a time.',
    results:
      'The "Think Different" campaign helped reset the brand, the iPod was launched with the single line "1,000 songs in your pocket", and in 2018 Apple became the first US public company to reach a $1 trillion market value.',
    strategy:
      'Apple sells one benefit per advert and lets the product fill the frame, from the iPod silhouettes to the "Shot on iPhone" campaign built from customers\' own photos. A small business can do the same: cut the offer down to what matters, lead with one plain benefit and use real customer work as the proof.',
  },
  {
    id: '2',
    businessType: ['B2B', 'SaaS'],
    industry: ['Technology'],
    product: ['Software'],
    title: 'Mailchimp: personality without the clutter',
    description:
      'Mailchimp started as a side project in Atlanta selling email software to small businesses, a crowded and rather dry market. It grew without outside investment, so every bit of marketing spend had to work hard.',
    results:
      'Its free plan, launched in 2009, brought in a flood of small-business users, and the company grew into one of the best-known names in email marketing before Intuit bought it for around $12 billion in 2021.',
    strategy:
      'Mailchimp kept the product simple and gave it a recognisable voice: Freddie the chimp, a high-five after you send a campaign, and a public content style guide that keeps every word consistent. Small businesses can copy the style guide idea in an afternoon: write down how you sound, which words you avoid and who you are talking to, then stick to it everywhere.',
  },
  {
    id: '3',
    businessType: ['B2B', 'SaaS'],
    industry: ['Technology'],
    product: ['Software', 'Subscription Services'],
    title: 'Basecamp: saying no as a marketing strategy',
    description:
      'Basecamp, made by the Chicago company 37signals, sells project management software against far larger, venture-funded competitors. Rather than match them feature for feature, it chose to stay small and say so.',
    results:
      'The company has stayed independent and profitable for around two decades, and its founders\' book "Rework" became a New York Times bestseller that introduced the company to a far wider audience.',
    strategy:
      'Basecamp markets through opinion and teaching: blog posts, books and plain pricing, including a single flat fee for unlimited users. A small business can copy this by publishing what it genuinely believes about its trade, keeping pricing easy to understand and being clear about who it is not for.',
  },
  {
    id: '4',
    businessType: ['B2B', 'SaaS', 'Startup'],
    industry: ['Technology'],
    product: ['Software', 'Subscription Services'],
    title: 'Slack: sell the outcome, not the software',
    description:
      'Slack grew out of a failed online game and launched in 2014 into a market where most people thought of workplace chat as something they already had. Founder Stewart Butterfield\'s internal memo "We Don\'t Sell Saddles Here" argued the team should sell the result, not the features.',
    results:
      'Slack was widely reported as one of the fastest-growing business apps of its time, spreading largely through word of mouth inside teams, and Salesforce bought it for around $27.7 billion in a deal completed in 2021.',
    strategy:
      'Slack talked about less email and fewer meetings rather than channels and integrations, and made it free for a team to start so the product could sell itself. For a small business the lesson is to describe the change your customer wants (the horse riding, not the saddle) and to make the first step as low-risk as possible.',
  },
  {
    id: '5',
    businessType: ['B2C', 'Startup'],
    industry: ['Food & Beverage'],
    product: ['Consumer Goods'],
    title: 'Innocent Drinks: a friendly label does the talking',
    description:
      'Innocent began in the summer of 1998, when three friends sold smoothies from a stall at a London music festival, with bins marked "Yes" and "No" asking whether they should quit their jobs to make them. The company launched the following year, in 1999, with almost no advertising budget and a product sitting in supermarket fridges beside big brands.',
    results:
      "Innocent became one of the UK's best-known smoothie brands, and Coca-Cola took a stake in 2009 before becoming majority owner; its knitted-hat campaign for Age UK has run for years and is still widely recognised.",
    strategy:
      'Innocent turned its packaging into its main advertising channel, with chatty, honest copy on every bottle and short notes in unexpected places. Small businesses already own channels like this, from receipts and invoices to delivery notes and email footers, and can put a plain, friendly voice on all of them for free.',
  },
  {
    id: '6',
    businessType: ['B2C', 'Startup'],
    industry: ['Finance', 'Technology'],
    product: ['Services', 'Software'],
    title: 'Monzo: a hot coral card and a community that talks back',
    description:
      'Monzo was founded in 2015 as Mondo and received its banking licence in 2016–17: an app-only bank in a market dominated by high-street names that customers rarely loved. It needed trust and attention without the advertising budgets of the big banks.',
    results:
      'Its 2016 crowdfunding round famously raised £1 million in 96 seconds, it gained a full UK banking licence in 2017, and it has since grown to millions of UK customers, largely through recommendation.',
    strategy:
      'Monzo made its card instantly recognisable, built in public through an open community forum, and explained its decisions in plain English. A small business can borrow the openness: share what you are working on, answer questions in public and let customers see the people behind the brand.',
  },
  {
    id: '7',
    businessType: ['E-commerce', 'B2C', 'Startup'],
    industry: ['Retail'],
    product: ['Consumer Goods'],
    title: 'Gymshark: growing from a Birmingham garage with the right few voices',
    description:
      "Gymshark was started in 2012 by Ben Francis, then a teenager, and Lewis Morgan, screen-printing gym wear in the garage of Ben's parents in Birmingham. It sold online only and had no money for traditional advertising.",
    results:
      "Gymshark became one of the UK's best-known fitness brands and was valued at over £1 billion in 2020 when General Atlantic bought a minority stake.",
    strategy:
      'Rather than chase everyone, Gymshark worked with a small number of fitness YouTubers who already used and liked the product, and built long relationships with them. A small business can do the same locally: find a few trusted people your customers already follow and build real partnerships, not one-off paid posts.',
  },
  {
    id: '8',
    businessType: ['B2C', 'E-commerce'],
    industry: ['Retail'],
    product: ['Consumer Goods', 'Services'],
    title: 'Patagonia: "Don\'t Buy This Jacket"',
    description:
      'Patagonia sells outdoor clothing in a market full of noisy seasonal sales. On Black Friday 2011 it ran a full-page New York Times advert telling people not to buy its jacket unless they really needed it.',
    results:
      'The advert is still one of the most cited pieces of brand marketing, and the company was widely reported to keep growing in the years after it; in 2022 its founder transferred ownership to a trust and a non-profit to fund environmental work.',
    strategy:
      'Patagonia backs its message with a real service, Worn Wear, which repairs and resells used kit, so the claim is proved rather than just stated. The lesson for a small business is to pick one thing you genuinely stand for, say it plainly and make sure something you actually do proves it.',
  },
  {
    id: '9',
    businessType: ['E-commerce', 'B2C', 'Startup'],
    industry: ['Healthcare', 'Retail'],
    product: ['Consumer Goods', 'Services'],
    title: 'Warby Parker: removing the one thing that stops people buying',
    description:
      'Warby Parker was founded in 2010 by four business-school students who thought prescription glasses were too expensive and too awkward to buy. The obvious objection to selling glasses online was that people want to try them on first.',
    results:
      'The company has said it hit its first-year sales target within weeks of launch, helped by early press coverage, and it went on to open shops offering eye tests before listing on the New York Stock Exchange in 2021.',
    strategy:
      'Warby Parker answered the main objection directly with Home Try-On, sending a few frames to try at home for free, and kept its pricing simple. A small business can list the one or two reasons people hesitate and build the offer around removing them, rather than adding more features.',
  },
  {
    id: '10',
    businessType: ['B2C', 'B2B'],
    industry: ['Food & Beverage'],
    product: ['Consumer Goods'],
    title: 'Oatly: winning the barista before the shopper',
    description:
      'Oatly spent years as a little-known Swedish oat drink before reworking its brand around blunt, self-aware copy printed straight onto the carton. Outside Sweden it faced shoppers who had never considered oat milk.',
    results:
      'Oatly became one of the best-known plant-based milk brands in the UK and US and listed on the Nasdaq in 2021; its "It\'s like milk but made for humans" line even drew a legal challenge from the Swedish dairy industry, which kept it in the news.',
    strategy:
      'On entering the US, Oatly focused on independent coffee shops with a barista version of its drink, so customers met it in a flat white before they saw it on a supermarket shelf. A small business can pick the one partner or venue that influences its customers most and win that first.',
  },
  {
    id: '11',
    businessType: ['B2C', 'SaaS'],
    industry: ['Healthcare', 'Technology'],
    product: ['Subscription Services', 'Software'],
    title: 'Headspace: making a difficult idea feel simple',
    description:
      'Headspace was founded in 2010 by former Buddhist monk Andy Puddicombe and Rich Pierson to make meditation approachable. Many people found meditation vague or off-putting, and the app market was getting crowded.',
    results:
      'Headspace became one of the best-known meditation apps worldwide, with a Netflix series in 2021 and a merger with Ginger that year to form Headspace Health.',
    strategy:
      'Headspace used calm, simple illustrations, one friendly voice and a free introductory course so people could try before committing to a subscription. A small business can lower the barrier the same way: explain the service in everyday words and offer a small, free first step.',
  },
  {
    id: '12',
    businessType: ['B2C'],
    industry: ['Food & Beverage', 'Retail'],
    product: ['Consumer Goods'],
    title: 'Greggs: a national chain from Newcastle that stays down to earth',
    description:
      'Greggs began in Gosforth, Newcastle, in 1939 and is now a national chain, yet it still trades on local high streets where every shop depends on nearby footfall. It sells everyday food and has never pretended to be anything fancier.',
    results:
      'Its vegan sausage roll, launched in January 2019 with a video spoofing a tech product reveal, became one of the most talked-about food launches in the UK and was widely reported to have boosted sales and profits that year.',
    strategy:
      'Greggs keeps its marketing short, funny and self-aware, and reacts quickly on social media rather than relying on big campaigns. A local business can copy the tone: know what you are, do not oversell it, and give people something worth sharing.',
  },
  {
    id: '13',
    businessType: ['B2C', 'SaaS'],
    industry: ['Education', 'Technology'],
    product: ['Software', 'Subscription Services'],
    title: 'Duolingo: one owl and one daily habit',
    description:
      'Duolingo offers free language lessons in an app and earns money from an optional subscription. Its challenge is keeping people coming back long after the first burst of enthusiasm.',
    results:
      'Duolingo became one of the most downloaded education apps in the world, listed on the Nasdaq in 2021, and its mascot-led TikTok account is widely cited as one of the most successful brand accounts on the platform.',
    strategy:
      'Duolingo built everything around one behaviour, the daily streak, and gave the brand a single recognisable character in Duo the owl. A small business can pick the one action that matters most to its customers and make its marketing about encouraging that one habit.',
  },
  {
    id: '14',
    businessType: ['B2C', 'Startup'],
    industry: ['Technology'],
    product: ['Services'],
    title: 'Airbnb: better photos before bigger campaigns',
    description:
      'In its early days Airbnb was struggling to get bookings, famously funding itself partly by selling novelty cereal boxes. The founders noticed that many New York listings had poor, dark photos.',
    results:
      "The founders have described how they visited hosts and photographed homes themselves, and bookings improved; Airbnb went on to become one of the world's largest accommodation platforms and listed on the Nasdaq in 2020.",
    strategy:
      'Instead of spending on advertising, Airbnb fixed the first thing every customer saw and met its users in person. A small business can usually get more from better photographs, clearer listings and talking to real customers than from a new campaign.',
  },
  {
    id: '15',
    businessType: ['B2C', 'E-commerce'],
    industry: ['Healthcare', 'Technology'],
    product: ['Hardware', 'Subscription Services'],
    title: 'Peloton: selling the routine, not the bike',
    description:
      'Peloton sells exercise bikes and treadmills along with a monthly membership for live and on-demand classes. Its hardware is expensive, so its marketing has to justify the price.',
    results:
      "Peloton's membership grew sharply during the 2020 lockdowns, while its much-criticised 2019 Christmas advert and its well-reported slump after the pandemic show how quickly tone and timing can turn against a brand.",
    strategy:
      'Peloton put its instructors and community at the centre of its marketing, selling the habit and the motivation rather than the equipment. The lesson for a small business is to market the result and the people behind it, and to sense-check every advert for how it might be read.',
  },
];
