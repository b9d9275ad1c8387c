"""A table id no table could have (zero, negative, past what the id column holds, past 64 bits: only a forged
request carries one) is refused as a table that does not exist, before any database is asked."""

from __future__ import annotations

import pytest

from bot.service import ServiceError

from .conftest import ANN


@pytest.mark.parametrize("table_id", [2**31, 2**63, 2**64, 10**30, 0, -1, -(2**63) - 1])
async def test_an_id_past_64_bits_or_below_one_is_no_table(service, table_id):
    refusal = f"there is no table #{table_id}"
    with pytest.raises(ServiceError, match=refusal):
        await service.get_table(table_id)
    with pytest.raises(ServiceError, match=refusal):
        await service.seat_view_for(table_id, ANN)
    with pytest.raises(ServiceError, match=refusal):
        await service.review(table_id, ANN)


async def test_the_largest_id_a_table_could_have_is_looked_up(service):
    with pytest.raises(ServiceError, match=f"there is no table #{2**31 - 1}"):
        await service.get_table(2**31 - 1)
