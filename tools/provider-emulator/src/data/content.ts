/**
 * The words of the demo site, "Harvest & Hearth", a food and travel blog.
 * Lists only; catalog.ts turns them into pages and search queries.
 */

export const SITE_NAME = 'Harvest & Hearth';

/** Dishes grouped by the recipe category they are filed under. */
export const DISHES: Record< string, readonly string[] > = {
	breakfast: [
		'Banana Bread', 'Buttermilk Pancakes', 'Overnight Oats', 'Shakshuka', 'French Toast',
		'Blueberry Muffins', 'Maple Pecan Granola', 'Eggs Benedict', 'Breakfast Burritos', 'Cinnamon Rolls',
	],
	dinner: [
		'Chicken Tikka Masala', 'Beef Stew', 'Spaghetti Carbonara', 'Chicken Pot Pie', 'Lasagna', 'Pad Thai',
		'Fish Tacos', 'Butter Chicken', 'Chili con Carne', 'Stuffed Peppers', 'Chicken Enchiladas',
		'Beef Stroganoff', 'Shrimp Scampi', 'Mushroom Risotto', 'Pulled Pork', 'Lemon Garlic Salmon',
		'Chicken Fried Rice', 'Teriyaki Chicken', 'Swedish Meatballs', 'Jambalaya',
	],
	soups: [
		'Minestrone', 'French Onion Soup', 'Tomato Basil Soup', 'Chicken Noodle Soup', 'Butternut Squash Soup',
		'Red Lentil Soup', 'Miso Ramen', 'Clam Chowder',
	],
	vegetarian: [
		'Chickpea Curry', 'Vegetable Lasagna', 'Falafel', 'Black Bean Burgers', 'Eggplant Parmesan',
		'Veggie Stir Fry', 'Mac and Cheese', 'Spinach Quiche',
	],
	baking: [
		'Sourdough Bread', 'Rosemary Focaccia', 'Pizza Dough', 'New York Bagels', 'Brioche', 'Soft Pretzels',
		'Dinner Rolls', 'Garlic Naan',
	],
	desserts: [
		'Chocolate Chip Cookies', 'Fudgy Brownies', 'New York Cheesecake', 'Apple Pie', 'Tiramisu', 'Carrot Cake',
		'Lemon Bars', 'Pumpkin Pie', 'Crème Brûlée', 'Key Lime Pie', 'Chocolate Lava Cake', 'Peach Cobbler',
	],
	sides: [
		'Caesar Salad', 'Greek Salad', 'Coleslaw', 'Potato Salad', 'Roasted Brussels Sprouts',
		'Garlic Mashed Potatoes', 'Guacamole', 'Hummus',
	],
};

/** Title modifiers; each dish gets two different ones, so every title is distinct. */
export const MODIFIERS = [
	'Classic', 'Easy', 'Homemade', 'Best-Ever', 'Simple', 'Weeknight', 'Make-Ahead', 'Foolproof', 'Cozy',
	'Restaurant-Style', "Grandma's", 'Ultimate', 'Family-Favorite', 'Small-Batch', 'Perfect',
] as const;

export const GUIDES = [
	'How to Sharpen a Kitchen Knife', 'How to Cook Rice on the Stove', 'How to Make a Sourdough Starter',
	'How to Season a Cast Iron Skillet', 'How to Poach an Egg', 'How to Caramelize Onions',
	'How to Make Chicken Stock', 'How to Temper Chocolate', 'How to Proof Yeast', 'How to Store Fresh Herbs',
	'How to Dice an Onion', 'How to Make Pie Crust', 'How to Cook the Perfect Steak', 'How to Make Fresh Pasta',
	'How to Brown Butter', 'How to Freeze Bread', 'How to Roast a Whole Chicken', 'How to Make a Buttermilk Substitute',
	'How to Cook Quinoa', 'How to Hard Boil Eggs', 'How to Meal Prep for the Week', 'How to Stock a Pantry',
	'How to Make Cold Brew Coffee', 'How to Whip Cream by Hand', 'How to Cut a Mango', 'How to Ripen Avocados Fast',
	'How to Clean Mussels', 'How to Make a Vinaigrette', 'How to Bake with Sourdough Discard', 'How to Reheat Pizza',
] as const;

export const ROUNDUPS = [
	'25 Easy Weeknight Dinners', '15 Make-Ahead Breakfasts', '20 Cozy Fall Soups', '12 No-Bake Summer Desserts',
	'30 Vegetarian Dinner Ideas', '18 Christmas Cookie Recipes', '10 Thanksgiving Side Dishes',
	'22 Healthy Lunch Ideas for Work', '14 Recipes for Leftover Chicken', '16 Budget-Friendly Family Meals',
	'20 Sheet Pan Dinners', '11 Easy Bread Recipes for Beginners', '15 Slow Cooker Favorites', '12 Picnic Recipes',
	'10 Game Day Snacks', '18 Recipes with Pantry Staples', '13 One-Pot Pasta Dinners', '20 Easter Brunch Ideas',
	'12 Air Fryer Recipes Worth Making', "15 Valentine's Day Desserts",
] as const;

/** Travel stories: [title, place used in search queries]. */
export const TRAVEL: ReadonlyArray< readonly [ string, string ] > = [
	[ "A Food Lover's Guide to Lisbon", 'lisbon' ], [ 'Where to Eat in Mexico City', 'mexico city' ],
	[ 'Street Food in Bangkok', 'bangkok' ], [ '48 Hours of Eating in Tokyo', 'tokyo' ],
	[ 'The Best Bakeries in Paris', 'paris' ], [ 'Eating Through Naples', 'naples' ],
	[ 'A Weekend of Tapas in Seville', 'seville' ], [ 'The Markets of Marrakech', 'marrakech' ],
	[ 'A Ramen Crawl in Osaka', 'osaka' ], [ 'Dim Sum in Hong Kong', 'hong kong' ],
	[ 'The Food Trucks of Portland', 'portland' ], [ 'A Barbecue Road Trip Through Texas', 'texas' ],
	[ 'Seafood in Halifax', 'halifax' ], [ 'Coffee Culture in Melbourne', 'melbourne' ],
	[ 'An Istanbul Breakfast Guide', 'istanbul' ], [ 'Pintxos in San Sebastián', 'san sebastian' ],
	[ 'The Hawker Centres of Singapore', 'singapore' ], [ 'Pasta Classes in Bologna', 'bologna' ],
	[ 'A Cheese Tour of Vermont', 'vermont' ], [ 'The Night Markets of Taipei', 'taipei' ],
];

/** Fixed pages: [path, title]. The home page comes first. */
export const STATIC_PAGES: ReadonlyArray< readonly [ string, string ] > = [
	[ '/', 'Recipes and Food Travel' ],
	[ '/about/', 'About' ],
	[ '/recipes/', 'Recipe Index' ],
	[ '/contact/', 'Contact' ],
	[ '/cookbook/', 'The Harvest & Hearth Cookbook' ],
	[ '/newsletter/', 'Newsletter' ],
	[ '/privacy-policy/', 'Privacy Policy' ],
	[ '/travel/', 'Food Travel Stories' ],
];

/** Search phrasings for recipes; `{d}` is the dish in lower case. */
export const RECIPE_QUERY_TEMPLATES = [
	'{d} recipe', 'easy {d}', 'best {d}', 'how to make {d}', 'homemade {d}', '{d} ingredients',
	'{d} recipe easy', 'quick {d}', 'healthy {d}', '{d} from scratch',
] as const;
