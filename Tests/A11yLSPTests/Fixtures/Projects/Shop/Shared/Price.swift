struct Price { let cents: Int }
