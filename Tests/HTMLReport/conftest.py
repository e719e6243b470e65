def pytest_addoption(parser):
    parser.addoption("--screenshot", default=None, help="write a full-page PNG of the report here")
