// Generated from the English catalogue by apps/web/scripts/catalogue-types.ts (the dev server, the build and
// the tests rewrite it; a test fails when it is out of date). Do not edit.

export type Catalogue = {
  readonly app: {
    readonly appName: string;
    readonly screenTitle: (params: { screen: string | number; appName: string | number }) => string;
    readonly homeLink: string;
    readonly skipToContent: string;
    readonly footerNav: string;
    readonly credits: string;
    readonly terms: string;
    readonly privacy: string;
    readonly logout: string;
    readonly themeToggle: string;
    readonly logoutInRoom: {
      readonly gameTitle: string;
      readonly lobbyTitle: string;
      readonly gameGuest: string;
      readonly gameAccount: string;
      readonly lobbyGuest: string;
      readonly lobbyAccount: string;
      readonly stay: string;
    };
    readonly tagline: string;
    readonly runningGame: {
      readonly title: string;
      readonly detail: (params: { round: string | number; rounds: string | number }) => string;
      readonly rejoin: string;
    };
    readonly error: {
      readonly title: string;
      readonly message: string;
      readonly notFoundTitle: string;
      readonly notFoundMessage: string;
      readonly home: string;
      readonly retry: string;
      readonly documentTitle: string;
      readonly tiles: string;
    };
    readonly offline: {
      readonly title: string;
      readonly message: string;
      readonly retry: string;
      readonly documentTitle: string;
      readonly tiles: string;
    };
    readonly notifications: {
      readonly region: string;
      readonly announcePrefix: string;
      readonly close: string;
      readonly toasterRegion: string;
      readonly closeToast: string;
    };
    readonly update: {
      readonly title: string;
      readonly description: string;
      readonly reload: string;
    };
    readonly version: {
      readonly clientTooOld: {
        readonly title: string;
        readonly message: string;
        readonly reload: string;
        readonly documentTitle: string;
        readonly tiles: string;
      };
      readonly serverTooOld: {
        readonly title: string;
        readonly message: string;
        readonly retry: string;
        readonly trying: string;
        readonly documentTitle: string;
        readonly tiles: string;
      };
    };
    readonly gameOver: string;
  };
  readonly bigScreen: {
    readonly documentTitle: string;
    readonly language: (params: { language: string | number }) => string;
    readonly connecting: string;
    readonly reconnecting: string;
    readonly refusal: {
      readonly noBigScreen: {
        readonly title: string;
        readonly message: string;
      };
      readonly roomNotFound: {
        readonly title: string;
        readonly message: string;
      };
      readonly roomFull: {
        readonly title: string;
        readonly message: string;
      };
      readonly invalidRequest: {
        readonly title: string;
        readonly message: string;
      };
      readonly internalError: {
        readonly title: string;
        readonly message: string;
      };
    };
    readonly sound: {
      readonly on: string;
      readonly off: string;
      readonly clickForSound: string;
    };
    readonly lobby: {
      readonly heading: string;
      readonly scan: string;
      readonly qrLabel: string;
      readonly orOpen: string;
      readonly code: string;
      readonly codeLabel: (params: { code: string | number }) => string;
      readonly hostLink: string;
      readonly hostLinkHint: string;
      readonly players: (params: { count: number }) => string;
      readonly waiting: string;
    };
    readonly round: (params: { number: string | number; rounds: string | number }) => string;
    readonly letter: (params: { letter: string | number }) => string;
    readonly roundStart: {
      readonly getReady: string;
      readonly startsIn: (params: { seconds: string | number }) => string;
      readonly go: string;
      readonly vote: string;
      readonly vetoes: (params: { count: number }) => string;
      readonly categories: string;
    };
    readonly answering: {
      readonly timerLabel: (params: { seconds: number }) => string;
      readonly timeLeft: string;
      readonly hurry: string;
      readonly categories: string;
      readonly progress: string;
      readonly status: (params: { name: string | number; filled: string | number; total: string | number }) => string;
      readonly statusDone: (params: { name: string | number; filled: string | number; total: string | number }) => string;
      readonly statusLeft: (params: { name: string | number }) => string;
      readonly done: string;
      readonly stop: (params: { name: string | number }) => string;
    };
    readonly reveal: {
      readonly heading: string;
      readonly getReady: string;
      readonly answers: (params: { category: string | number }) => string;
      readonly categories: string;
      readonly categoryDone: (params: { category: string | number }) => string;
      readonly categoryCurrent: (params: { category: string | number }) => string;
      readonly categoryUpcoming: (params: { category: string | number }) => string;
      readonly answer: (params: { name: string | number; answer: string | number }) => string;
      readonly announce: (params: { name: string | number; answer: string | number; mark: string | number }) => string;
      readonly unique: string;
      readonly challenged: string;
      readonly allOut: string;
    };
    readonly results: {
      readonly heading: (params: { round: string | number }) => string;
      readonly standings: string;
      readonly place: (params: { place: number }) => string;
      readonly total: (params: { points: string | number }) => string;
      readonly totalLabel: (params: { points: number }) => string;
      readonly roundPoints: (params: { points: string | number }) => string;
      readonly roundPointsLabel: (params: { points: number }) => string;
      readonly up: (params: { places: number }) => string;
      readonly down: (params: { places: number }) => string;
      readonly same: string;
      readonly nextIn: (params: { seconds: string | number }) => string;
      readonly finalIn: (params: { seconds: string | number }) => string;
    };
    readonly final: {
      readonly heading: string;
      readonly winner: (params: { count: number; names: string | number }) => string;
      readonly noWinner: string;
      readonly podium: string;
    };
  };
  readonly confirmSignUp: {
    readonly documentTitle: string;
    readonly title: string;
    readonly intro: string;
    readonly submit: string;
    readonly done: string;
    readonly invalidTitle: string;
    readonly emailTaken: string;
    readonly nameTaken: string;
    readonly backToSignIn: string;
    readonly backHome: string;
  };
  readonly credits: {
    readonly documentTitle: string;
    readonly title: string;
    readonly intro: string;
    readonly by: string;
    readonly opensInNewTab: string;
    readonly ownWork: string;
    readonly uses: {
      readonly avatars: string;
      readonly avatarSource: string;
      readonly typeface: string;
      readonly icons: string;
      readonly refereeData: string;
    };
    readonly licences: {
      readonly eachIconSet: string;
    };
  };
  readonly game: {
    readonly documentTitle: string;
    readonly intro: {
      readonly letter: (params: { letter: string | number }) => string;
      readonly getReady: string;
      readonly startsIn: (params: { seconds: string | number }) => string;
      readonly go: string;
      readonly categories: string;
      readonly roundTimer: string;
      readonly fastestFinger: string;
      readonly redraw: string;
      readonly redrawHint: string;
      readonly redrawn: string;
      readonly allVetoed: (params: { letter: string | number }) => string;
      readonly allVetoedFewest: (params: { letter: string | number }) => string;
    };
    readonly answering: {
      readonly title: string;
      readonly timeToAnswer: string;
      readonly lastSeconds: string;
      readonly fieldsLabel: string;
      readonly placeholder: (params: { letter: string | number }) => string;
      readonly addedBy: (params: { name: string | number }) => string;
      readonly wrongLetter: (params: { letter: string | number }) => string;
      readonly locked: string;
      readonly saving: string;
      readonly saved: string;
    };
    readonly letterVote: {
      readonly heading: string;
      readonly hint: string;
      readonly watching: string;
      readonly timeToVote: string;
      readonly vetoes: (params: { count: number }) => string;
      readonly vetoLabel: (params: { letter: string | number; count: number }) => string;
      readonly letterLabel: (params: { letter: string | number; count: number }) => string;
      readonly voted: (params: { voted: string | number; players: string | number }) => string;
    };
    readonly watching: {
      readonly title: string;
      readonly players: string;
      readonly categories: string;
      readonly answersLater: (params: { letter: string | number }) => string;
    };
    readonly progress: {
      readonly heading: string;
      readonly filled: (params: { filled: string | number; total: string | number }) => string;
      readonly status: (params: { name: string | number; filled: string | number; total: string | number }) => string;
      readonly statusDone: (params: { name: string | number; filled: string | number; total: string | number }) => string;
      readonly left: (params: { name: string | number }) => string;
    };
    readonly actions: {
      readonly done: string;
      readonly youAreDone: string;
      readonly stop: string;
      readonly stopHint: string;
      readonly barLabel: string;
    };
    readonly stop: {
      readonly youPressed: string;
      readonly pressed: (params: { name: string | number }) => string;
      readonly bonus: string;
      readonly noBonus: string;
      readonly hurry: string;
      readonly secondsLeft: string;
      readonly notice: string;
    };
  };
  readonly gameCreation: {
    readonly documentTitle: string;
    readonly title: string;
    readonly intro: string;
    readonly yourCategories: string;
    readonly yourCategoriesHint: string;
    readonly customCategory1: string;
    readonly customCategory2: string;
    readonly customCategoryPlaceholder1: string;
    readonly customCategoryPlaceholder2: string;
    readonly create: string;
    readonly createFailed: string;
    readonly back: string;
  };
  readonly gamePanels: {
    readonly letter: string;
    readonly round: (params: { number: string | number; rounds: string | number }) => string;
    readonly phaseAnnouncement: (params: { number: string | number; rounds: string | number; title: string | number }) => string;
    readonly timerLabel: (params: { what: string | number; seconds: number }) => string;
    readonly timeLeft: string;
    readonly hurry: string;
    readonly away: string;
    readonly reconnecting: string;
    readonly sounds: {
      readonly on: string;
      readonly off: string;
    };
    readonly leave: {
      readonly leave: string;
      readonly title: string;
      readonly description: string;
      readonly confirm: string;
      readonly cancel: string;
      readonly watchingTitle: string;
      readonly watchingDescription: string;
      readonly watchingConfirm: string;
    };
    readonly watching: {
      readonly label: string;
      readonly you: string;
      readonly noAnswers: string;
      readonly join: string;
      readonly joinHint: string;
      readonly joining: (params: { round: string | number }) => string;
      readonly stay: string;
      readonly others: (params: { names: string | number }) => string;
      readonly joinsNext: (params: { name: string | number }) => string;
    };
    readonly bot: string;
  };
  readonly history: {
    readonly documentTitle: string;
    readonly title: string;
    readonly intro: string;
    readonly empty: string;
    readonly back: string;
    readonly playedOn: (params: { date: string | number }) => string;
    readonly players: (params: { count: number }) => string;
    readonly rounds: (params: { count: number }) => string;
    readonly winner: (params: { names: string | number }) => string;
    readonly yourPlace: (params: { place: string | number }) => string;
    readonly show: string;
    readonly hide: string;
    readonly ranking: string;
    readonly everyRound: string;
  };
  readonly home: {
    readonly documentTitle: string;
    readonly heading: string;
    readonly intro: string;
    readonly joinAfterSignIn: string;
    readonly tabsLabel: string;
    readonly guestTab: string;
    readonly authTab: string;
    readonly guestHeading: string;
    readonly authHeading: string;
    readonly picker: {
      readonly next: string;
      readonly current: string;
    };
    readonly nickname: {
      readonly label: string;
      readonly placeholder: string;
      readonly hint: string;
    };
    readonly guestSubmit: string;
    readonly signUp: string;
    readonly signIn: string;
    readonly authIntro: string;
    readonly signUpDescription: string;
    readonly signUpSent: {
      readonly title: string;
      readonly sentTo: string;
      readonly openLink: string;
      readonly noMail: string;
      readonly done: string;
    };
    readonly signInDescription: string;
    readonly signInFailed: string;
    readonly fields: {
      readonly email: string;
      readonly emailPlaceholder: string;
      readonly password: string;
      readonly passwordHint: string;
      readonly confirmPassword: string;
      readonly displayName: string;
      readonly displayNameHint: string;
    };
    readonly createAccount: string;
    readonly forgotPassword: string;
    readonly forgot: {
      readonly heading: string;
      readonly description: string;
      readonly back: string;
      readonly send: string;
    };
    readonly welcome: {
      readonly greeting: (params: { name: string | number }) => string;
      readonly asGuest: string;
      readonly asAccount: (params: { email: string | number }) => string;
      readonly prompt: string;
      readonly start: string;
      readonly or: string;
      readonly hostPrompt: string;
      readonly history: string;
      readonly solo: string;
      readonly playNow: string;
      readonly playNowFailed: string;
    };
    readonly join: {
      readonly label: string;
      readonly placeholder: string;
      readonly hint: string;
      readonly submit: string;
    };
  };
  readonly howToPlay: {
    readonly title: string;
    readonly openButton: string;
    readonly dialogDescription: string;
    readonly close: string;
    readonly carouselLabel: string;
    readonly carouselRole: string;
    readonly slideRole: string;
    readonly previous: string;
    readonly next: string;
    readonly pause: string;
    readonly play: string;
    readonly stepBadge: (params: { step: string | number }) => string;
    readonly slideLabel: (params: { step: string | number; total: string | number }) => string;
    readonly goToStep: (params: { step: string | number; title: string | number }) => string;
    readonly roomRules: string;
    readonly steps: {
      readonly friends: {
        readonly title: string;
        readonly description: string;
      };
      readonly categories: {
        readonly title: string;
        readonly description: string;
      };
      readonly newCategory: {
        readonly title: string;
        readonly description: string;
      };
      readonly letter: {
        readonly title: string;
        readonly description: string;
      };
      readonly write: {
        readonly title: string;
        readonly description: string;
      };
      readonly scoring: {
        readonly title: string;
        readonly description: string;
      };
      readonly winner: {
        readonly title: string;
        readonly description: string;
      };
    };
    readonly animations: {
      readonly twoEach: string;
      readonly ownCategories: {
        readonly first: string;
        readonly second: string;
      };
      readonly categories: {
        readonly name: string;
        readonly place: string;
        readonly animal: string;
        readonly thing: string;
      };
      readonly newCategory: string;
      readonly letter: string;
      readonly answersWithLetter: {
        readonly name: string;
        readonly place: string;
        readonly animal: string;
      };
    };
  };
  readonly languageMenu: {
    readonly label: string;
  };
  readonly lib: {
    readonly noAnswer: string;
    readonly noAnswerDetail: string;
    readonly tryAgain: string;
    readonly badAnswer: string;
    readonly copySelected: string;
    readonly newHost: (params: { name: string | number }) => string;
    readonly youAreHost: {
      readonly lobby: string;
      readonly game: string;
      readonly results: string;
    };
    readonly rules: {
      readonly roundsAndTime: (params: { rounds: number; seconds: string | number; extraSeconds: string | number; baseCategories: string | number }) => string;
      readonly roundTimer: string;
      readonly fastestFinger: (params: { countdownSeconds: string | number; bonus: string | number }) => string;
      readonly classicScoring: (params: { unique: string | number; shared: string | number; none: string | number }) => string;
      readonly onlyAnswerDoubles: (params: { points: string | number; instead: string | number }) => string;
      readonly sharedAnswerZero: (params: { points: string | number; instead: string | number }) => string;
      readonly creativeBonus: (params: { points: string | number }) => string;
      readonly fixedCategories: (params: { count: number }) => string;
      readonly ownCategoriesOn: string;
      readonly ownCategoriesOff: string;
      readonly allLetters: (params: { count: string | number }) => string;
      readonly easyLetters: (params: { left: string | number }) => string;
      readonly chosenLetters: (params: { letters: string | number }) => string;
      readonly letterVote: (params: { seconds: string | number; offered: string | number }) => string;
      readonly lateJoinOn: string;
      readonly lateJoinOff: string;
      readonly language: (params: { language: string | number }) => string;
      readonly refereeDecides: string;
      readonly bigScreen: string;
      readonly hideCode: string;
      readonly rudeFilter: string;
    };
    readonly avatars: {
      readonly bear: string;
      readonly koala: string;
      readonly alligator: string;
      readonly "bear-green": string;
      readonly "bear-purple": string;
      readonly "bunny-pink": string;
      readonly chick: string;
      readonly chicken: string;
      readonly elephant: string;
      readonly hippo: string;
      readonly lion: string;
      readonly panda: string;
      readonly rabbit: string;
      readonly "racoon-green": string;
      readonly "racoon-pink": string;
      readonly racoon: string;
      readonly sheep: string;
      readonly "brown-bear": string;
    };
  };
  readonly lobby: {
    readonly documentTitle: string;
    readonly title: string;
    readonly intro: string;
    readonly reconnecting: string;
    readonly invite: {
      readonly heading: string;
      readonly codeLabel: string;
      readonly copyCode: string;
      readonly codeCopied: string;
      readonly linkLabel: string;
      readonly copyLink: string;
      readonly linkCopied: string;
      readonly share: string;
      readonly shareText: (params: { code: string | number }) => string;
      readonly showQr: string;
      readonly hideQr: string;
      readonly qrLabel: string;
      readonly qrHint: string;
      readonly language: (params: { language: string | number }) => string;
      readonly codeHidden: string;
      readonly shareTextLink: string;
    };
    readonly players: {
      readonly heading: string;
      readonly count: (params: { count: string | number; max: string | number }) => string;
      readonly host: string;
      readonly you: string;
      readonly ready: string;
      readonly notReady: string;
      readonly freeSeats: (params: { count: number }) => string;
      readonly lockRoom: string;
      readonly lockedNote: string;
      readonly openNote: string;
      readonly remove: (params: { name: string | number }) => string;
      readonly removeTitle: (params: { name: string | number }) => string;
      readonly removeDescription: string;
      readonly removeConfirm: string;
      readonly makeHost: (params: { name: string | number }) => string;
      readonly makeHostTitle: (params: { name: string | number }) => string;
      readonly makeHostDescription: string;
      readonly makeHostConfirm: string;
      readonly cancel: string;
      readonly bot: string;
      readonly botLevel: (params: { level: string }) => string;
      readonly botAbout: (params: { name: string | number }) => string;
      readonly addBot: string;
      readonly addBotLevel: (params: { level: string }) => string;
      readonly removeBot: (params: { name: string | number }) => string;
    };
    readonly categories: {
      readonly heading: string;
      readonly defaults: string;
      readonly custom: string;
      readonly customHint: string;
      readonly noneYet: string;
      readonly addedBy: (params: { name: string | number }) => string;
      readonly mine: string;
      readonly add: string;
      readonly edit: string;
      readonly ownOff: string;
    };
    readonly categoriesDialog: {
      readonly title: string;
      readonly description: string;
      readonly category1: string;
      readonly category2: string;
      readonly hint: string;
      readonly submit: string;
      readonly ownOff: string;
      readonly close: string;
    };
    readonly settings: {
      readonly heading: string;
      readonly rounds: string;
      readonly roundTime: string;
      readonly roundTimeValue: (params: { seconds: string | number }) => string;
      readonly endMode: string;
      readonly maxPlayers: string;
      readonly maxPlayersValue: (params: { count: string | number }) => string;
      readonly edit: string;
      readonly dialogTitle: string;
      readonly dialogDescription: string;
      readonly save: string;
      readonly saved: string;
      readonly letters: string;
      readonly lettersAll: (params: { count: string | number }) => string;
      readonly lettersEasy: (params: { hard: string | number }) => string;
      readonly lettersPicked: (params: { letters: string | number; count: string | number }) => string;
      readonly houseRules: string;
      readonly houseRulesInForce: (params: { sharedAnswerZero: string; onlyAnswerDoubles: string; creativeBonus: string; houseRules: string }) => string;
      readonly table: string;
      readonly tableRules: (params: { letterVote: string; lateJoin: string; bigScreen: string; hideCode: string; rudeFilter: string }) => string;
      readonly language: string;
      readonly term: (params: { term: string | number }) => string;
    };
    readonly start: {
      readonly heading: string;
      readonly readyCount: (params: { ready: string | number; total: string | number }) => string;
      readonly start: string;
      readonly waitingForHost: string;
      readonly getReady: string;
      readonly everyoneReady: string;
    };
    readonly leave: {
      readonly leave: string;
      readonly title: string;
      readonly description: string;
      readonly hostDescription: string;
      readonly confirm: string;
      readonly cancel: string;
    };
    readonly bigScreen: {
      readonly heading: string;
      readonly intro: string;
      readonly turnOn: string;
      readonly linkLabel: string;
      readonly copyLink: string;
      readonly linkCopied: string;
      readonly open: string;
      readonly hint: string;
      readonly qrLabel: string;
      readonly on: string;
    };
  };
  readonly resetPassword: {
    readonly documentTitle: string;
    readonly title: string;
    readonly intro: string;
    readonly password: string;
    readonly passwordHint: string;
    readonly confirmPassword: string;
    readonly submit: string;
    readonly done: string;
    readonly invalidTitle: string;
    readonly backToSignIn: string;
  };
  readonly result: {
    readonly documentTitle: string;
    readonly title: string;
    readonly winner: (params: { count: number; names: string | number }) => string;
    readonly podium: string;
    readonly place: (params: { place: number }) => string;
    readonly points: (params: { points: string | number }) => string;
    readonly pointsLabel: (params: { points: number }) => string;
    readonly ranking: string;
    readonly rounds: string;
    readonly endedEarly: (params: { played: number; rounds: string | number }) => string;
    readonly endedByHost: (params: { played: number; rounds: string | number }) => string;
    readonly noWinner: string;
    readonly playAgain: string;
    readonly home: string;
    readonly invite: {
      readonly title: string;
      readonly text: string;
      readonly textBy: (params: { host: string | number }) => string;
      readonly join: string;
      readonly joinLabel: string;
    };
    readonly share: {
      readonly share: string;
      readonly copy: string;
      readonly status: {
        readonly drawing: string;
        readonly shared: string;
        readonly downloaded: string;
        readonly failed: string;
        readonly copied: string;
        readonly copyFailed: string;
      };
      readonly meta: (params: { language: string | number; date: string | number }) => string;
      readonly botName: (params: { name: string | number }) => string;
      readonly more: (params: { count: string | number }) => string;
      readonly summary: (params: { app: string | number; date: string | number; ranking: string | number }) => string;
      readonly summaryEntry: (params: { place: string | number; name: string | number; points: string | number }) => string;
      readonly fileName: (params: { date: string | number }) => string;
    };
  };
  readonly resultTables: {
    readonly verdict: {
      readonly only: string;
      readonly unique: string;
      readonly shared: string;
      readonly empty: string;
      readonly wrongLetter: string;
      readonly rejected: string;
    };
    readonly creative: string;
    readonly table: {
      readonly caption: (params: { round: string | number; letter: string | number }) => string;
      readonly player: string;
      readonly bonus: string;
      readonly bonusLine: (params: { points: string | number }) => string;
      readonly total: string;
      readonly noAnswer: string;
      readonly noAnswerLabel: string;
      readonly scrollHint: string;
    };
    readonly ranking: {
      readonly place: (params: { place: number }) => string;
      readonly total: (params: { points: string | number }) => string;
      readonly totalLabel: (params: { points: number }) => string;
      readonly tie: string;
      readonly you: string;
    };
  };
  readonly scoring: {
    readonly documentTitle: string;
    readonly review: {
      readonly title: string;
      readonly timeToReview: string;
      readonly points: (params: { sharedAnswerZero: string; onlyAnswerDoubles: string }) => string;
      readonly intro: (params: { points: string | number; creativeBonus: string }) => string;
      readonly introWatching: (params: { points: string | number; creativeBonus: string }) => string;
      readonly addedBy: (params: { name: string | number }) => string;
      readonly you: string;
      readonly noAnswer: string;
      readonly wrongLetter: string;
      readonly rejected: string;
      readonly same: string;
      readonly sameDetail: (params: { shared: string }) => string;
      readonly maybeSame: string;
      readonly maybeSameDetail: (params: { first: string | number; second: string | number }) => string;
      readonly join: string;
      readonly joinLabel: (params: { first: string | number; second: string | number }) => string;
      readonly split: string;
      readonly splitLabel: (params: { text: string | number }) => string;
      readonly challenge: string;
      readonly challengeLabel: (params: { name: string | number; text: string | number; category: string | number }) => string;
      readonly withdraw: string;
      readonly withdrawLabel: (params: { name: string | number; text: string | number; category: string | number }) => string;
      readonly youChallenged: string;
      readonly creative: string;
      readonly creativeLabel: (params: { name: string | number; text: string | number; category: string | number }) => string;
      readonly uncreativeLabel: (params: { name: string | number; text: string | number; category: string | number }) => string;
      readonly creativeCount: (params: { count: string | number; needed: string | number }) => string;
      readonly creativeTally: (params: { count: string | number; needed: string | number }) => string;
      readonly creativeGranted: string;
      readonly tally: (params: { count: string | number; needed: string | number }) => string;
      readonly tallyLabel: (params: { count: string | number; needed: string | number }) => string;
      readonly categoriesNav: string;
      readonly deckLabel: string;
      readonly hostIsHere: (params: { name: string | number }) => string;
      readonly followHost: (params: { name: string | number; number: string | number }) => string;
      readonly previousCategory: string;
      readonly nextCategory: string;
      readonly position: (params: { number: string | number; total: string | number }) => string;
      readonly referee: {
        readonly known: string;
        readonly doubtful: string;
        readonly unknown: string;
        readonly data: (params: { category: string | number; source: string | number }) => string;
        readonly otherCategory: (params: { category: string | number; source: string | number }) => string;
        readonly otherLetter: (params: { category: string | number; source: string | number }) => string;
        readonly players: (params: { games: number }) => string;
        readonly struckOut: (params: { games: number }) => string;
        readonly none: string;
        readonly markLabel: (params: { verdict: string | number; reason: string | number }) => string;
        readonly decidesIntro: string;
        readonly struck: string;
        readonly keep: string;
        readonly keepLabel: (params: { name: string | number; text: string | number; category: string | number }) => string;
        readonly ourLists: string;
        readonly category: {
          readonly countries: string;
          readonly "capital-cities": string;
          readonly city: string;
          readonly name: string;
          readonly animal: string;
          readonly fruit: string;
          readonly vegetables: string;
          readonly colours: string;
          readonly rivers: string;
          readonly occupations: string;
        };
      };
    };
    readonly footer: {
      readonly label: string;
      readonly done: string;
      readonly youAreDone: string;
      readonly doneCount: (params: { done: string | number; total: string | number }) => string;
      readonly continue: string;
      readonly hostCanContinue: (params: { name: string | number }) => string;
      readonly youCanContinue: string;
    };
    readonly results: {
      readonly title: (params: { round: string | number }) => string;
      readonly nextIn: string;
      readonly finalIn: string;
      readonly nextInSeconds: (params: { seconds: string | number }) => string;
      readonly finalInSeconds: (params: { seconds: string | number }) => string;
      readonly roundPoints: string;
      readonly totals: string;
      readonly nextRound: string;
      readonly finalResults: string;
      readonly hostStarts: (params: { name: string | number }) => string;
      readonly hostFinishes: (params: { name: string | number }) => string;
      readonly youStart: string;
    };
    readonly hostTools: {
      readonly handOverLabel: string;
      readonly handOver: string;
      readonly endGame: string;
      readonly endGameTitle: string;
      readonly endGameDescription: string;
      readonly endGameConfirm: string;
      readonly cancel: string;
      readonly nextRounds: string;
      readonly saveNextRounds: string;
    };
    readonly reveal: {
      readonly count: (params: { shown: string | number; total: string | number }) => string;
      readonly auto: string;
      readonly next: string;
      readonly byItself: string;
    };
  };
  readonly settingsForm: {
    readonly rounds: string;
    readonly fewerRounds: string;
    readonly moreRounds: string;
    readonly roundTime: string;
    readonly roundTimeValue: (params: { seconds: string | number }) => string;
    readonly roundTimeSpoken: (params: { seconds: number }) => string;
    readonly roundTimeHint: string;
    readonly endMode: string;
    readonly endModeNames: {
      readonly "Round Timer": string;
      readonly "Fastest Finger": string;
    };
    readonly endModes: {
      readonly "Round Timer": string;
      readonly "Fastest Finger": string;
    };
    readonly defaultCategories: string;
    readonly defaultCategoriesIntro: string;
    readonly defaultCategoriesHint: (params: { chosen: string | number; min: string | number; max: string | number }) => string;
    readonly categoryGroups: {
      readonly classic: string;
      readonly geography: string;
      readonly nature: string;
      readonly culture: string;
      readonly food: string;
      readonly people: string;
      readonly silly: string;
    };
    readonly groupChosen: (params: { count: number }) => string;
    readonly ownCategories: string;
    readonly ownCategoriesDetail: string;
    readonly maxPlayers: string;
    readonly maxPlayersValue: (params: { count: string | number }) => string;
    readonly fewerPlayers: string;
    readonly morePlayers: string;
    readonly letters: string;
    readonly lettersChoice: {
      readonly usual: string;
      readonly all: string;
      readonly easy: string;
      readonly custom: string;
    };
    readonly lettersDetail: {
      readonly usual: (params: { left: string | number }) => string;
      readonly all: (params: { count: string | number }) => string;
      readonly easy: (params: { hard: string | number }) => string;
      readonly custom: string;
    };
    readonly lettersKeyboard: string;
    readonly lettersHint: (params: { count: number }) => string;
    readonly houseRules: string;
    readonly houseRulesHint: string;
    readonly houseRule: {
      readonly onlyAnswerDoubles: {
        readonly title: string;
        readonly detail: string;
      };
      readonly sharedAnswerZero: {
        readonly title: string;
        readonly detail: string;
      };
      readonly creativeBonus: {
        readonly title: string;
        readonly detail: string;
      };
      readonly letterVote: {
        readonly title: string;
        readonly detail: string;
      };
      readonly lateJoin: {
        readonly title: string;
        readonly detail: string;
      };
      readonly refereeDecides: {
        readonly title: string;
        readonly detail: string;
      };
      readonly bigScreen: {
        readonly title: string;
        readonly detail: string;
      };
      readonly hideCode: {
        readonly title: string;
        readonly detail: string;
      };
      readonly rudeFilter: {
        readonly title: string;
        readonly detail: string;
      };
    };
    readonly language: string;
    readonly languageHint: string;
    readonly more: {
      readonly title: string;
      readonly summary: (params: { letters: number; rules: number }) => string;
    };
  };
  readonly ui: {
    readonly loading: string;
    readonly close: string;
    readonly rudeBlur: {
      readonly hidden: string;
      readonly show: string;
      readonly tapToShow: string;
    };
  };
  readonly errors: {
    readonly validation: {
      readonly required: string;
      readonly nicknameTooShort: string;
      readonly nicknameTooLong: string;
      readonly nicknameInUse: string;
      readonly gameCodeInvalid: string;
      readonly emailTooShort: string;
      readonly emailTooLong: string;
      readonly emailInvalid: string;
      readonly passwordTooShort: string;
      readonly passwordTooLong: string;
      readonly displayNameTooShort: string;
      readonly displayNameTooLong: string;
      readonly displayNameInUse: string;
      readonly passwordsMustMatch: string;
      readonly categoriesTooFew: string;
      readonly categoriesTooMany: string;
      readonly twoCustomCategories: string;
      readonly differentCategory: string;
      readonly category1Required: string;
      readonly category2Required: string;
      readonly categoryTooLong: string;
      readonly categoryExists: string;
      readonly roomFull: string;
      readonly roundsRange: string;
      readonly roundTimeRange: string;
      readonly endModeInvalid: string;
      readonly maxPlayersRange: string;
      readonly houseRuleInvalid: string;
      readonly lettersInvalid: string;
      readonly lettersTooFew: string;
      readonly categoriesInvalid: string;
      readonly ownCategoriesInvalid: string;
      readonly lateJoinInvalid: string;
      readonly languageInvalid: string;
    };
    readonly general: {
      readonly deleteFailed: string;
      readonly queryFailed: string;
      readonly profileCreateFailed: string;
      readonly profileUpdateFailed: string;
      readonly guestCreateFailed: string;
      readonly signOutFailed: string;
      readonly sessionStorageUnavailable: string;
      readonly resetPasswordFailed: string;
      readonly resetPasswordSent: string;
      readonly authRequiredTitle: string;
      readonly authRequiredDescription: string;
    };
    readonly lobby: {
      readonly roomLocked: string;
      readonly notInRoom: string;
      readonly notHost: string;
      readonly gameStarted: string;
      readonly roomClosed: string;
      readonly removedByHost: string;
      readonly cannotRemoveYourself: string;
      readonly playerNotInRoom: string;
      readonly tooManyPlayersForLimit: string;
      readonly notEnoughPlayers: string;
      readonly notAllReady: string;
      readonly ownCategoriesOff: string;
      readonly roomNotFound: string;
      readonly invalidRequest: string;
      readonly busy: string;
      readonly rateLimited: string;
      readonly tooManyRooms: string;
      readonly roomCreationsTooFast: string;
      readonly serverFull: string;
      readonly notABot: string;
    };
    readonly realtime: {
      readonly tooManyConnections: string;
    };
    readonly identity: {
      readonly emailInUse: string;
      readonly invalidCredentials: string;
      readonly tooManyRequests: string;
      readonly resetLinkInvalid: string;
      readonly signUpLinkInvalid: string;
      readonly sessionExpired: string;
      readonly accountDisabled: string;
      readonly notSignedIn: string;
      readonly forbiddenOrigin: string;
      readonly networkFailed: string;
    };
    readonly game: {
      readonly "not-a-player": string;
      readonly "player-left": string;
      readonly "wrong-phase": string;
      readonly "too-late": string;
      readonly "unknown-category": string;
      readonly "answer-too-long": string;
      readonly "not-fastest-finger": string;
      readonly "not-all-filled": string;
      readonly "already-stopped": string;
      readonly "unknown-player": string;
      readonly "own-answer": string;
      readonly "empty-answer": string;
      readonly "same-answer": string;
      readonly "not-host": string;
      readonly "invalid-settings": string;
      readonly "already-redrawn": string;
      readonly "no-letter-left": string;
      readonly "spectators-full": string;
      readonly "late-join-off": string;
      readonly "no-seat-free": string;
      readonly "no-round-left": string;
      readonly "already-playing": string;
      readonly "room-locked": string;
      readonly "removed-by-host": string;
      readonly "creative-bonus-off": string;
      readonly "no-big-screen": string;
      readonly "unknown-letter": string;
    };
  };
};
